"""Merges exported taggers of the same vocabularies into one model folder that runs as their
ensemble: the ONNX graph computes every member's emissions from the same inputs and returns their
mean; crf.json holds the members' mean start, end and transition scores. Viterbi over the mean of
both is the product of experts (each path scores the mean of the members' path scores), so the
runtime decodes it like any single model. Used to measure a distillation teacher
(EVAL_MODEL_DIR=<out> npm run eval:dev) and as train.py --teachers' reference; not shipped.

    /usr/bin/python3 models/train/ensemble.py <out> <model dir> <model dir> [...]
"""
import json
import os
import shutil
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper


def renamed(model, prefix):
    """The graph with every internal name prefixed; the inputs keep their names, so members share them."""
    keep = {x.name for x in model.graph.input}

    def ren(name):
        return name if (name in keep or name == "") else prefix + name

    for node in model.graph.node:
        if node.name:
            node.name = ren(node.name)
        for j, x in enumerate(node.input):
            node.input[j] = ren(x)
        for j, x in enumerate(node.output):
            node.output[j] = ren(x)
    for t in model.graph.initializer:
        t.name = ren(t.name)
    for o in model.graph.output:
        o.name = ren(o.name)
    return model


def main():
    if len(sys.argv) < 4:
        raise SystemExit(__doc__)
    out, dirs = sys.argv[1], sys.argv[2:]
    os.makedirs(out, exist_ok=True)
    members = [renamed(onnx.load(os.path.join(d, "model.onnx")), f"m{i}_") for i, d in enumerate(dirs)]
    nodes, inits = [], []
    for m in members:
        nodes += list(m.graph.node)
        inits += list(m.graph.initializer)
    nodes.append(helper.make_node("Sum", [m.graph.output[0].name for m in members], ["ensemble_sum"]))
    inits.append(helper.make_tensor("ensemble_scale", TensorProto.FLOAT, [], [1.0 / len(members)]))
    nodes.append(helper.make_node("Mul", ["ensemble_sum", "ensemble_scale"], ["emissions"]))
    output = onnx.ValueInfoProto()
    output.CopyFrom(members[0].graph.output[0])
    output.name = "emissions"
    graph = helper.make_graph(nodes, "ensemble", list(members[0].graph.input), [output], inits)
    merged = helper.make_model(graph, opset_imports=members[0].opset_import)
    merged.ir_version = members[0].ir_version
    onnx.checker.check_model(merged)
    onnx.save(merged, os.path.join(out, "model.onnx"))
    crfs = [json.load(open(os.path.join(d, "crf.json"))) for d in dirs]
    crf = dict(crfs[0])
    for key in ("transitions", "start", "end"):
        crf[key] = (sum(np.array(c[key]) for c in crfs) / len(crfs)).tolist()
    with open(os.path.join(out, "crf.json"), "w") as f:
        json.dump(crf, f)
    for name in ("labels.json", "vocab.json", "chars.json", "features.json"):
        shutil.copy(os.path.join(dirs[0], name), out)


if __name__ == "__main__":
    main()
