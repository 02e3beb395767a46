"""Re-exports a trained checkpoint (best.pt written by train.py) to ONNX + crf.json + vocabularies.

    /usr/bin/python3 models/train/export.py [--checkpoint models/train/.work/best.pt] [--out models/pii-ner-v2] [--o-bias 0.25] [--work DIR]

--work names the prepared work folder (labels.json, dev/) when the checkpoint was trained elsewhere,
e.g. on the device machine, whose folder path is recorded in the checkpoint but does not exist here.
"""
import argparse
import json
import os
import sys

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import train as T  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--checkpoint", default="models/train/.work/best.pt")
    ap.add_argument("--out", default="models/pii-ner-v2")
    ap.add_argument("--o-bias", type=float, default=0.0, help="lower the O tag's score per token by this much in crf.json (train.py crf_json)")
    ap.add_argument("--work", help="prepared work folder to read labels and dev samples from (default: the one recorded in the checkpoint)")
    cli = ap.parse_args()
    torch.set_num_threads(1)
    ck = torch.load(cli.checkpoint)
    args = argparse.Namespace(**ck["args"])
    args.out = cli.out
    args.o_bias = cli.o_bias
    if cli.work:
        args.work = cli.work
    with open(os.path.join(args.work, "labels.json")) as f:
        tags = json.load(f)["tags"]
    n_cases = ck.get("n_cases", T.N_CASE_CLASSES)
    model = T.tagger_for(ck, len(tags))
    model.load_state_dict(ck["model"])
    crf = T.CRF(len(tags), tags)
    crf.load_state_dict(ck["crf"])
    dev = T.load(os.path.join(args.work, "dev", "conll2003_en.jsonl"))[:50]
    T.export(model, crf, args, tags, dev, n_cases > T.N_CASE_CLASSES)


if __name__ == "__main__":
    main()
