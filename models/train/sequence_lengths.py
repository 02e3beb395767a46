"""Gives the exported graph's BiLSTM the length of each sequence, so that padded batches are exact.

    /usr/bin/python3 models/train/sequence_lengths.py --model models/pii-ner-v2/model.onnx [--out F]

Why: without `sequence_lens`, the backward direction of the LSTM starts at the last position of
the batch, so a sequence padded to a longer one reads the padding before its own last token and
its scores move (by about 0.1 for one padding token on the v2 model). The runtime therefore
batched only sequences of exactly the same length, and short records of many lengths ran as
batches of one or two. ONNX's LSTM takes an optional `sequence_lens` input: with it each
direction runs over the sequence's own tokens only. The lengths are computed in the graph from
`word_ids` (padding is id 0, at the end of a sequence; a real token is never 0), so the model's
inputs do not change; features.json says `"padded_batches": true` and the pool then packs
sequences of different lengths together (src/engine/ner/pool.ts).

Idempotent: a graph whose LSTM already has `sequence_lens` is left as it is.
"""
import argparse

import onnx
from onnx import TensorProto, helper


def add_sequence_lengths(model: onnx.ModelProto) -> bool:
    graph = model.graph
    lstms = [n for n in graph.node if n.op_type == "LSTM"]
    if len(lstms) != 1:
        raise SystemExit(f"expected one LSTM node, found {len(lstms)}")
    lstm = lstms[0]
    while len(lstm.input) < 5:
        lstm.input.append("")
    if lstm.input[4]:
        return False
    if "word_ids" not in [i.name for i in graph.input]:
        raise SystemExit("the graph has no word_ids input")
    zero = helper.make_tensor("seqlen_pad_id", TensorProto.INT64, [], [0])
    axes = helper.make_tensor("seqlen_axes", TensorProto.INT64, [1], [1])
    nodes = [
        helper.make_node("Constant", [], ["seqlen_pad_id"], value=zero, name="seqlen/pad_id"),
        helper.make_node("Constant", [], ["seqlen_axes"], value=axes, name="seqlen/axes"),
        helper.make_node("Equal", ["word_ids", "seqlen_pad_id"], ["seqlen_is_pad"], name="seqlen/is_pad"),
        helper.make_node("Not", ["seqlen_is_pad"], ["seqlen_is_token"], name="seqlen/is_token"),
        helper.make_node("Cast", ["seqlen_is_token"], ["seqlen_ones"], to=TensorProto.INT32, name="seqlen/ones"),
        helper.make_node("ReduceSum", ["seqlen_ones", "seqlen_axes"], ["sequence_lens"], keepdims=0, name="seqlen/sum"),
    ]
    lstm.input[4] = "sequence_lens"
    # the new nodes go first: the graph's nodes must stay in topological order (extend copies
    # the nodes, so the LSTM's input is set before)
    old = list(graph.node)
    del graph.node[:]
    graph.node.extend(nodes + old)
    onnx.checker.check_model(model)
    return True


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--model", required=True)
    ap.add_argument("--out")
    cli = ap.parse_args()
    model = onnx.load(cli.model)
    changed = add_sequence_lengths(model)
    onnx.save(model, cli.out or cli.model)
    print("sequence_lens added" if changed else "sequence_lens already there")


if __name__ == "__main__":
    main()
