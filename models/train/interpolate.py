"""Weight-space interpolation of checkpoints of one shape (WiSE-FT, Wortsman et al. 2022; a "model
soup" when more than two): (1 - alpha) x the first + alpha x the mean of the others, for the
tagger and the CRF alike.

    /usr/bin/python3 models/train/interpolate.py --out soup.pt --alpha 0.5 base.pt finetuned.pt [more.pt ...]

Why: every fine-tune of the shipped model (model card) moved F1 between dev sets, better on some,
worse on others. Interpolating a fine-tune with the model it started from keeps more of the
start's skills at the cost of some of the fine-tune's gain; both start from one checkpoint, so
their weights lie in one basin and their mean is a working model (export.py exports it).
Checkpoints may be float16 (gpu-distil.sh); the result is float32.
"""
import argparse

import torch


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--alpha", type=float, default=0.5, help="weight of the mean of the later checkpoints")
    ap.add_argument("checkpoints", nargs="+")
    cli = ap.parse_args()
    if len(cli.checkpoints) < 2:
        raise SystemExit("give a base checkpoint and at least one more")
    cks = [torch.load(p, map_location="cpu") for p in cli.checkpoints]
    base, others = cks[0], cks[1:]
    out = {k: v for k, v in base.items() if k not in ("opt",)}
    for part in ("model", "crf"):
        keys = base[part].keys()
        for ck in others:
            if ck[part].keys() != keys or any(ck[part][k].shape != base[part][k].shape for k in keys):
                raise SystemExit("the checkpoints differ in shape: only fine-tunes of one model can be interpolated")
        out[part] = {k: (1 - cli.alpha) * base[part][k].float() + cli.alpha * sum(ck[part][k].float() for ck in others) / len(others) for k in keys}
    for key in ("n_words", "n_chars", "n_cases", "args"):
        if key not in out:
            raise SystemExit(f"{cli.checkpoints[0]} lacks {key}: not a train.py checkpoint")
    torch.save(out, cli.out)
    print(f"{cli.out}: {1 - cli.alpha:g} x {cli.checkpoints[0]} + {cli.alpha:g} x mean of {len(others)}")


if __name__ == "__main__":
    main()
