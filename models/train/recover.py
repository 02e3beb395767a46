"""Turns an exported BiLSTM model folder (model.onnx + crf.json) back into a train.py checkpoint.

    /usr/bin/python3 models/train/recover.py --model models/pii-ner-v2 --work models/train/.work7 --out models/train/.work7/shipped.pt

Why: training checkpoints live in git-ignored work folders, which a fresh checkout does not have,
so fine-tuning or distilling from the shipped model (train.py --init / --teachers) needs its
weights back from what is committed. Every weight is an ONNX initializer; only two things need
undoing:
- the LSTM: ONNX stores each direction's gates as i, o, f, c and its two biases as one vector,
  PyTorch as i, f, g(=c), o with separate bias_ih / bias_hh;
- crf.json: the O bias was subtracted from start[O] and every transition into O (train.py
  crf_json), and is added back.
--work scores the recovered model on that folder's dev units with train.py's own evaluation. The
round trip (export.py on the recovered checkpoint) gives back the same initializers and crf.json.
"""
import argparse
import json
import os
import sys

import numpy as np
import onnx
import torch
from onnx import numpy_helper

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import train as T  # noqa: E402

# ONNX gate blocks i, o, f, c -> PyTorch blocks i, f, g, o
ONNX_TO_TORCH_GATES = (0, 2, 3, 1)


def reorder_gates(a, hidden):
    """[4H, ...] in ONNX gate order -> PyTorch gate order."""
    return np.concatenate([a[g * hidden:(g + 1) * hidden] for g in ONNX_TO_TORCH_GATES], axis=0)


def lstm_inputs(graph):
    """The W, R, B initializer names of the graph's one LSTM node."""
    nodes = [n for n in graph.node if n.op_type == "LSTM"]
    if len(nodes) != 1:
        raise SystemExit(f"expected one LSTM node, found {len(nodes)}: only BiLSTM exports can be recovered")
    w, r, b = list(nodes[0].input)[1:4]
    return w, r, b


def output_matmul(graph):
    """The name of the initializer multiplied with the LSTM's output (the output layer's weight, transposed)."""
    for n in graph.node:
        if n.op_type == "MatMul":
            for name in n.input:
                if name.startswith("onnx::MatMul") or name == "model.out.weight":
                    return name
    raise SystemExit("no output MatMul found")


def recover(model_dir):
    graph = onnx.load(os.path.join(model_dir, "model.onnx")).graph
    init = {i.name: numpy_helper.to_array(i) for i in graph.initializer}
    w_name, r_name, b_name = lstm_inputs(graph)
    W, R, B = init[w_name], init[r_name], init[b_name]
    hidden = R.shape[2]
    state = {
        "word.weight": init["model.word.weight"],
        "char.weight": init["model.char.weight"],
        "char_cnn.weight": init["model.char_cnn.weight"],
        "char_cnn.bias": init["model.char_cnn.bias"],
        "case.weight": init["model.case.weight"],
        "out.weight": init[output_matmul(graph)].T,
        "out.bias": init["model.out.bias"],
    }
    for d, suffix in ((0, ""), (1, "_reverse")):
        state[f"lstm.weight_ih_l0{suffix}"] = reorder_gates(W[d], hidden)
        state[f"lstm.weight_hh_l0{suffix}"] = reorder_gates(R[d], hidden)
        state[f"lstm.bias_ih_l0{suffix}"] = reorder_gates(B[d][:4 * hidden], hidden)
        state[f"lstm.bias_hh_l0{suffix}"] = reorder_gates(B[d][4 * hidden:], hidden)
    state = {k: torch.from_numpy(np.array(v, dtype=np.float32)) for k, v in state.items()}

    with open(os.path.join(model_dir, "crf.json")) as f:
        crf_file = json.load(f)
    tags = crf_file["tags"]
    o = tags.index("O")
    trans = torch.tensor(crf_file["transitions"], dtype=torch.float)
    start = torch.tensor(crf_file["start"], dtype=torch.float)
    bias = float(crf_file.get("o_bias", 0.0))
    trans[:, o] += bias
    start[o] += bias
    crf_state = {"trans": trans, "start": start, "end": torch.tensor(crf_file["end"], dtype=torch.float)}

    with open(os.path.join(model_dir, "features.json")) as f:
        lexicon = bool(json.load(f).get("lexicon"))
    n_words, word_dim = state["word.weight"].shape
    n_chars = state["char.weight"].shape[0]
    n_cases, case_dim = state["case.weight"].shape
    expected_cases = T.N_CASE_CLASSES * (T.N_LEXICON_PATTERNS if lexicon else 1)
    if n_cases != expected_cases:
        raise SystemExit(f"case embedding has {n_cases} rows, features.json implies {expected_cases}")
    args = {"word_dim": int(word_dim), "hidden": int(hidden), "case_dim": int(case_dim), "arch": "bilstm", "dilations": "1",
            "recovered_from": model_dir}
    return {"model": state, "crf": crf_state, "args": args, "n_words": int(n_words), "n_chars": int(n_chars), "n_cases": int(n_cases)}, tags


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--model", default="models/pii-ner-v2")
    ap.add_argument("--out", required=True)
    ap.add_argument("--work", help="prepared work folder: checks the recovered checkpoint loads into train.py's Tagger and scores its dev units")
    ap.add_argument("--dev-limit", type=int, default=400)
    cli = ap.parse_args()
    torch.set_num_threads(1)
    ck, tags = recover(cli.model)
    model = T.tagger_for(ck, len(tags))
    model.load_state_dict(ck["model"])  # strict: every parameter present, every shape right
    crf = T.CRF(len(tags), tags)
    crf.load_state_dict(ck["crf"])
    if cli.work:
        with open(os.path.join(cli.work, "labels.json")) as f:
            if json.load(f)["tags"] != tags:
                raise SystemExit("the work folder's tags differ from the model's")
        scores = {}
        for name in T.DEV_SETS:
            path = os.path.join(cli.work, "dev", name + ".jsonl")
            if os.path.exists(path):
                units = T.load(path)
                import random  # noqa: PLC0415
                random.Random(1).shuffle(units)
                scores[name] = round(T.evaluate(model, crf, units[: cli.dev_limit], tags), 4)
        print(json.dumps({"dev_f1": scores, "select": round(T.select_score(scores), 4)}))
    torch.save(ck, cli.out)
    print(f"wrote {cli.out}")


if __name__ == "__main__":
    main()
