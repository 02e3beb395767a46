#!/usr/bin/python3
"""Build the tiny test model in fixtures/ner/tiny-model (a few KB, not a real tagger).

It has the shipped model's interface (inputs word_ids [B,T], token_chars [U,C], char_index [B,T],
case_ids [B,T], all int64; output emissions [B,T,L] float32; dynamic axes; see
src/engine/ner/batch.ts) and the same side files (labels.json,
crf.json, vocab.json, chars.json), so the runtime (src/engine/ner) can be tested end to end
without the real model. Emissions are per token (no context), so padding a batch never changes
a real token's scores: the worker pool's output can be compared exactly with a direct run.

A handful of words get hand-set emissions (john -> B-NAME_GIVEN, smith -> B-NAME_FAMILY, ...);
the character and casing parts are random but small, so those words decide the tags.

Run with Debian's interpreter (the only one that sees python3-torch):
    /usr/bin/python3 models/train/make_tiny_model.py
"""
import json
import os

import torch
from torch import nn

OUT = os.path.join(os.path.dirname(__file__), "..", "..", "fixtures", "ner", "tiny-model")
TYPES = ["NAME_GIVEN", "NAME_FAMILY", "LOCATION_CITY", "ORGANIZATION"]
LABELS = ["O"] + [f"{p}-{t}" for t in TYPES for p in ("B", "I")]
WORDS = ["<pad>", "<unk>", "john", "mary", "smith", "paris", "acme", "corp", "lives", "in", "works", "at", "the", ".", ","]
# word -> label it should get
HAND_SET = {"john": "B-NAME_GIVEN", "mary": "B-NAME_GIVEN", "smith": "B-NAME_FAMILY",
            "paris": "B-LOCATION_CITY", "acme": "B-ORGANIZATION", "corp": "I-ORGANIZATION"}
CHARS = ["<pad>", "<unk>"] + list("abcdefghijklmnopqrstuvwxyz0.,")
NUM_CASES = 9  # featurize.ts CASE_CLASSES


class Tiny(nn.Module):
    def __init__(self):
        super().__init__()
        L = len(LABELS)
        self.word = nn.Embedding(len(WORDS), L)
        self.char = nn.Embedding(len(CHARS), L)
        self.case = nn.Embedding(NUM_CASES, L)

    def forward(self, word_ids, token_chars, char_index, case_ids):
        # sum of the character embeddings, the pad row being zero: like the real model, a token's
        # char part does not depend on the padded width C
        return self.word(word_ids) + self.char(token_chars).sum(dim=1)[char_index] + self.case(case_ids)


def main():
    torch.manual_seed(7)
    m = Tiny()
    L = len(LABELS)
    with torch.no_grad():
        m.char.weight.mul_(0.05)
        m.char.weight[0].zero_()
        m.case.weight.mul_(0.05)
        w = torch.full((len(WORDS), L), -2.0)
        w[:, 0] = 2.0  # everything is O ...
        for word, label in HAND_SET.items():  # ... except the hand-set words
            row = WORDS.index(word)
            w[row, 0] = -2.0
            w[row, LABELS.index(label)] = 3.0
        m.word.weight.copy_(w)
    m.eval()
    os.makedirs(OUT, exist_ok=True)
    B, T, U, C = 2, 5, 7, 20  # C = featurize.ts MAX_CHARS
    args = (torch.randint(0, len(WORDS), (B, T)), torch.randint(0, len(CHARS), (U, C)),
            torch.randint(0, U, (B, T)), torch.randint(0, NUM_CASES, (B, T)))
    torch.onnx.export(
        m, args, os.path.join(OUT, "model.onnx"), opset_version=14,
        input_names=["word_ids", "token_chars", "char_index", "case_ids"], output_names=["emissions"],
        dynamic_axes={"word_ids": {0: "batch", 1: "seq"}, "token_chars": {0: "distinct", 1: "chars"},
                      "char_index": {0: "batch", 1: "seq"}, "case_ids": {0: "batch", 1: "seq"},
                      "emissions": {0: "batch", 1: "seq"}})
    # Small random CRF scores; the decoder adds the BIO constraints itself.
    g = torch.Generator().manual_seed(11)
    crf = {"transitions": (torch.randn(L, L, generator=g) * 0.1).tolist(),
           "start": (torch.randn(L, generator=g) * 0.1).tolist(),
           "end": (torch.randn(L, generator=g) * 0.1).tolist()}
    crf = {"tags": LABELS, **crf, "note": "transitions[i][j] = score of tag j following tag i"}
    files = {"labels.json": {"tags": LABELS}, "crf.json": crf,
             "vocab.json": {"tokens": WORDS},  # featurize.ts VocabFile: index = id
             "chars.json": {"tokens": CHARS}}
    for name, value in files.items():
        with open(os.path.join(OUT, name), "w") as f:
            json.dump(value, f)
            f.write("\n")


if __name__ == "__main__":
    main()
