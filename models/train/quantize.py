"""Writes model.int8.onnx next to a model folder's model.onnx: the same graph with its BiLSTM's
weights in 8-bit integers, run by onnxruntime's DynamicQuantizeLSTM kernel.

    /usr/bin/python3 models/train/quantize.py --model models/pii-ner-v2

Why: the LSTM is most of the model's time. With int8 weights (and inputs quantized per call by
the kernel) onnxruntime runs the graph 1.7-1.9x as fast on one thread (bench/model-only.bench.ts,
sequences of 64 and 256 tokens), for emissions that differ by a few hundredths. The runtime uses
this graph for the reference service's `standard_high*` accuracy modes ("faster than high"); the
float graph stays the default (`high*`). Figures in the model card.

What changes, per LSTM node (the exported graph has one, bidirectional):
- W [dirs, 4H, inputs] and R [dirs, 4H, H] become int8 with one scale per output row (per channel,
  symmetric: zero points 0, scale = max |row| / 127), stored transposed ([dirs, inputs, 4H] and
  [dirs, H, 4H]) as the kernel expects;
- the node becomes com.microsoft DynamicQuantizeLSTM with the same attributes, bias, sequence
  lengths and initial states.
Embeddings, the char CNN and the output layer stay float: they are lookups or a small share of
the time. Deterministic: the same model.onnx always gives the same bytes.

The weights both graphs hold unchanged (the word embeddings, 12.8 MB) are then written once, to
shared-weights.bin next to them, as ONNX external data of model.onnx and model.int8.onnx alike:
the int8 graph costs the package 0.5 MB instead of 13 MB. Running the script again on its own
output gives the same files.

onnxruntime's own quantisation tool (onnxruntime.quantization.quantize_dynamic) does the same, but
its Python package is not among what this project installs (Debian's python3-onnx is), so the few
lines it needs are here.
"""
import argparse
import json
import os

import numpy as np
import onnx
from onnx import helper, numpy_helper
from onnx.external_data_helper import set_external_data

# Largest int8 magnitude used. 127: all of int8. On x86 CPUs without VNNI instructions onnxruntime's
# u8 x s8 kernel can saturate 16-bit sums with full-range weights; its tool's `reduce_range` (63)
# avoids that. Measured here on the dev sets (model card): 127 and 63 give the same figures within
# +-0.003 F1, so 127 is kept and the check in test/engine/ner/int8.test.ts bounds the difference.
WEIGHT_LEVELS = 127


def quantize_rows(weights):
    """[dirs, rows, cols] float -> ([dirs, cols, rows] int8, [dirs, rows] float32 scales)."""
    scale = np.abs(weights).max(axis=2) / WEIGHT_LEVELS
    scale[scale == 0] = 1.0
    q = np.clip(np.round(weights / scale[:, :, None]), -WEIGHT_LEVELS, WEIGHT_LEVELS).astype(np.int8)
    return np.ascontiguousarray(np.transpose(q, (0, 2, 1))), scale.astype(np.float32)


def quantize(model):
    inits = {i.name: i for i in model.graph.initializer}
    nodes = []
    replaced = 0
    for node in model.graph.node:
        if node.op_type != "LSTM":
            nodes.append(node)
            continue
        w_q, w_scale = quantize_rows(numpy_helper.to_array(inits[node.input[1]]))
        r_q, r_scale = quantize_rows(numpy_helper.to_array(inits[node.input[2]]))
        prefix = (node.name or f"lstm{replaced}") + "_int8"
        arrays = {
            "W": w_q, "R": r_q,
            "W_scale": w_scale, "W_zero_point": np.zeros(w_scale.shape, np.int8),
            "R_scale": r_scale, "R_zero_point": np.zeros(r_scale.shape, np.int8),
        }
        for key, arr in arrays.items():
            model.graph.initializer.append(numpy_helper.from_array(arr, f"{prefix}_{key}"))
        given = list(node.input) + [""] * (8 - len(node.input))
        # DynamicQuantizeLSTM: X, W, R, B, sequence_lens, initial_h, initial_c, P, W_scale, W_zero_point, R_scale, R_zero_point
        inputs = [given[0], f"{prefix}_W", f"{prefix}_R", *given[3:8],
                  f"{prefix}_W_scale", f"{prefix}_W_zero_point", f"{prefix}_R_scale", f"{prefix}_R_zero_point"]
        attrs = {a.name: helper.get_attribute_value(a) for a in node.attribute}
        attrs = {k: v.decode() if isinstance(v, bytes) else v for k, v in attrs.items()}
        nodes.append(helper.make_node("DynamicQuantizeLSTM", inputs, list(node.output), prefix, domain="com.microsoft", **attrs))
        for name in (node.input[1], node.input[2]):
            model.graph.initializer.remove(inits[name])
        replaced += 1
    if replaced == 0:
        raise SystemExit("quantize.py: the graph has no LSTM node (an --arch idcnn model has nothing to quantise here)")
    del model.graph.node[:]
    model.graph.node.extend(nodes)
    model.opset_import.append(helper.make_opsetid("com.microsoft", 1))
    return replaced


# Initializers both graphs hold unchanged and larger than this go to one shared file.
SHARED_MIN_BYTES = 1 << 20
SHARED_FILE = "shared-weights.bin"


def share_weights(graphs):
    """Moves the initializers that every graph holds with the same bytes (the word embeddings,
    12.8 MB of the 14 MB float graph) into SHARED_FILE as ONNX external data, so the package
    carries them once. onnxruntime reads external data from the model's folder; onnx.load
    (recover.py, check scripts) does too."""
    first = graphs[0]
    blobs = []
    offset = 0
    for tensor in first.graph.initializer:
        raw = numpy_helper.to_array(tensor).tobytes()
        if len(raw) < SHARED_MIN_BYTES:
            continue
        same = [next((t for t in g.graph.initializer if t.name == tensor.name), None) for g in graphs[1:]]
        if any(t is None or numpy_helper.to_array(t).tobytes() != raw for t in same):
            continue
        for t in [tensor, *same]:
            t.CopyFrom(numpy_helper.from_array(numpy_helper.to_array(t), t.name))
            set_external_data(t, location=SHARED_FILE, offset=offset, length=len(raw))
            t.data_location = onnx.TensorProto.EXTERNAL
            t.ClearField("raw_data")
        blobs.append(raw)
        offset += len(raw)
    return b"".join(blobs)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--model", default="models/pii-ner-v2", help="model folder with model.onnx; model.int8.onnx is written next to it")
    cli = ap.parse_args()
    # load_external_data: a folder this script already ran on keeps its shared weights apart
    float_graph = onnx.load(os.path.join(cli.model, "model.onnx"))
    int8_graph = onnx.load(os.path.join(cli.model, "model.onnx"))
    n = quantize(int8_graph)
    shared = share_weights([float_graph, int8_graph])
    with open(os.path.join(cli.model, SHARED_FILE), "wb") as f:
        f.write(shared)
    onnx.save(float_graph, os.path.join(cli.model, "model.onnx"))
    out = os.path.join(cli.model, "model.int8.onnx")
    onnx.save(int8_graph, out)
    # the runtime checks that the files the graphs read are there (src/engine/ner/model.ts)
    features_path = os.path.join(cli.model, "features.json")
    features = json.load(open(features_path)) if os.path.exists(features_path) else {}
    features["external_data"] = [SHARED_FILE] if shared else []
    with open(features_path, "w") as f:
        json.dump(features, f)
    sizes = {f: os.path.getsize(os.path.join(cli.model, f)) / 1e6 for f in ("model.onnx", "model.int8.onnx", SHARED_FILE)}
    print(f"quantized {n} LSTM node(s) -> {out}; sizes (MB): " + ", ".join(f"{k} {v:.1f}" for k, v in sizes.items()))


if __name__ == "__main__":
    main()
