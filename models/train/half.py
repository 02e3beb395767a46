"""Float16 copies of train.py checkpoints, so that a device call's runs fit what the device tool
returns (at most 8 files, 64 MiB together; a float32 checkpoint is about 14 MB, a half one 7 MB).
Each SRC/NAME-best.pt becomes DST/NAME.f16.pt with the tagger's and the CRF's floating tensors in
float16; export.py and interpolate.py read them back (load_state_dict casts to float32).

    python3 models/train/half.py SRC_DIR DST_DIR
"""
import glob
import os
import sys

import torch


def main():
    if len(sys.argv) != 3:
        raise SystemExit("usage: half.py SRC_DIR DST_DIR")
    src, dst = sys.argv[1:]
    for path in sorted(glob.glob(os.path.join(src, "*-best.pt"))):
        ck = torch.load(path, map_location="cpu", weights_only=False)
        for part in ("model", "crf"):
            ck[part] = {k: v.half() if v.is_floating_point() else v for k, v in ck[part].items()}
        torch.save(ck, os.path.join(dst, os.path.basename(path).replace("-best.pt", ".f16.pt")))


if __name__ == "__main__":
    main()
