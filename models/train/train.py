"""BiLSTM-CRF tagger for the contextual-PII model, trained on the ids written by prepare.ts.

    /usr/bin/python3 models/train/train.py --work models/train/.work --out models/pii-ner-v2 --minutes 40

Model: word embeddings trained from scratch (rare words randomly replaced by UNK) + a char CNN
+ a casing embedding -> BiLSTM -> per-token emission scores; a CRF (transitions, start, end)
trained with its negative log-likelihood. Only the emissions go to ONNX; the CRF parameters go
to crf.json and decoding happens in TypeScript. Features are never computed here: prepare.ts
(via src/engine/ner/featurize.ts) wrote them, so training and runtime cannot drift apart.
"""
import argparse
import json
import math
import os
import random
import shutil
import time

import torch
import torch.nn as nn

MAX_CHARS = 20
# casing classes of src/engine/ner/featurize.ts; shape ids are class + N_CASE_CLASSES x word-list bits
N_CASE_CLASSES = 9
N_LEXICON_PATTERNS = 16
DEV_SETS = ("conll2003_en", "conll2003_de", "conll2002_es", "conll2002_nl", "wnut17", "presidio_synth", "btc", "gum", "europeana_ner")


def log(*a):
    print(time.strftime("%H:%M:%S"), *a, flush=True)


class DilatedEncoder(nn.Module):
    """Iterated dilated CNN (Strubell et al. 2017): a width-3 projection, then residual width-3
    convolutions with growing dilation, so each token sees dilations' sum * 2 + 3 tokens around it.
    Every position is computed at once (no left-to-right recurrence), which is what makes it
    faster than the BiLSTM in onnxruntime on CPU. No normalisation layers: a LayerNorm after each
    convolution cost about 40 % of the graph's time in onnxruntime (measured on width 192, 5 layers,
    opset 14), and residual connections train stably without it."""

    def __init__(self, n_in, width, dilations, dropout):
        super().__init__()
        self.proj = nn.Conv1d(n_in, width, kernel_size=3, padding=1)
        self.convs = nn.ModuleList([nn.Conv1d(width, width, kernel_size=3, padding=d, dilation=d) for d in dilations])
        self.drop = nn.Dropout(dropout)
        self.out_dim = width

    def forward(self, x, mask):
        # x [B, T, D]; padding positions are zeroed before every convolution so that they never
        # leak into real tokens (the runtime pads batches to the longest sequence)
        m = mask.unsqueeze(1).to(x.dtype)  # [B, 1, T]
        h = torch.relu(self.proj(x.transpose(1, 2) * m))
        for conv in self.convs:
            h = h + torch.relu(conv(self.drop(h) * m))
        return h.transpose(1, 2)


class Tagger(nn.Module):
    def __init__(self, n_words, n_chars, n_cases, n_tags, word_dim=80, char_dim=30, char_filters=50, case_dim=8, hidden=200, dropout=0.4,
                 arch="bilstm", dilations=(1, 2, 4, 8, 1)):
        super().__init__()
        self.arch = arch
        self.word = nn.Embedding(n_words, word_dim, padding_idx=0)
        self.char = nn.Embedding(n_chars, char_dim, padding_idx=0)
        self.char_cnn = nn.Conv1d(char_dim, char_filters, kernel_size=3, padding=1)
        self.case = nn.Embedding(n_cases, case_dim, padding_idx=0)
        self.drop = nn.Dropout(dropout)
        n_in = word_dim + char_filters + case_dim
        if arch == "idcnn":
            self.enc = DilatedEncoder(n_in, hidden, dilations, dropout)
            self.out = nn.Linear(hidden, n_tags)
        else:
            self.lstm = nn.LSTM(n_in, hidden, batch_first=True, bidirectional=True)
            self.out = nn.Linear(2 * hidden, n_tags)

    def char_features(self, chars):
        """[N, C] char ids of N tokens -> [N, F] max-pooled char CNN features (zeros for no chars)."""
        n, c = chars.shape
        ch = self.char(chars).transpose(1, 2)  # [N, D, C]
        conv = torch.relu(self.char_cnn(ch))  # [N, F, C]
        mask = (chars.reshape(n, 1, c) > 0)
        conv = conv.masked_fill(~mask, -1e4)
        pooled = conv.max(dim=2).values
        # tokens without characters (padding) get zeros, so the padded width C never matters
        return pooled * mask.any(dim=2).to(pooled.dtype)

    def tag(self, word_ids, pooled, case_ids):
        """Emissions [B, T, tags] from word ids, char features [B, T, F] and casing ids."""
        x = torch.cat([self.word(word_ids), pooled, self.case(case_ids)], dim=2)
        if self.arch == "idcnn":
            h = self.enc(self.drop(x), word_ids > 0)
        else:
            h, _ = self.lstm(self.drop(x))
        return self.out(self.drop(h))

    def forward(self, word_ids, char_ids, case_ids):
        b, t = word_ids.shape
        pooled = self.char_features(char_ids.reshape(b * t, char_ids.shape[2]))
        return self.tag(word_ids, pooled.reshape(b, t, -1), case_ids)


class CRF(nn.Module):
    def __init__(self, n_tags, tags):
        super().__init__()
        self.trans = nn.Parameter(torch.zeros(n_tags, n_tags))  # [from, to]
        self.start = nn.Parameter(torch.zeros(n_tags))
        self.end = nn.Parameter(torch.zeros(n_tags))
        # forbid I-X after anything but B-X / I-X (kept as large negative, still learnable)
        with torch.no_grad():
            for j, tj in enumerate(tags):
                if tj.startswith("I-"):
                    self.start[j] = -1e4 / 1e3
                    for i, ti in enumerate(tags):
                        if ti[2:] != tj[2:] or ti == "O":
                            self.trans[i, j] = -10.0
                    self.start[j] = -10.0

    def nll(self, em, y, mask):
        # em [B,T,L], y [B,T], mask [B,T] bool
        b, t, L = em.shape
        maskf = mask.to(em.dtype)
        # gold score
        score = self.start[y[:, 0]] + em[:, 0].gather(1, y[:, :1]).squeeze(1)
        for i in range(1, t):
            s = self.trans[y[:, i - 1], y[:, i]] + em[:, i].gather(1, y[:, i:i + 1]).squeeze(1)
            score = score + s * maskf[:, i]
        lengths = mask.sum(1)
        last = y.gather(1, (lengths - 1).unsqueeze(1)).squeeze(1)
        score = score + self.end[last]
        # partition
        alpha = self.start.unsqueeze(0) + em[:, 0]
        for i in range(1, t):
            nxt = torch.logsumexp(alpha.unsqueeze(2) + self.trans.unsqueeze(0) + em[:, i].unsqueeze(1), dim=1)
            m = mask[:, i].unsqueeze(1)
            alpha = torch.where(m, nxt, alpha)
        logz = torch.logsumexp(alpha + self.end.unsqueeze(0), dim=1)
        return (logz - score).sum()

    def decode(self, em, mask):
        b, t, L = em.shape
        score = self.start.unsqueeze(0) + em[:, 0]
        back = []
        for i in range(1, t):
            s = score.unsqueeze(2) + self.trans.unsqueeze(0)
            best, idx = s.max(dim=1)
            nxt = best + em[:, i]
            m = mask[:, i].unsqueeze(1)
            score = torch.where(m, nxt, score)
            back.append(torch.where(m, idx, torch.arange(L, device=em.device).unsqueeze(0).expand(b, L)))
        score = score + self.end.unsqueeze(0)
        cur = score.argmax(1)
        path = [cur]
        for idx in reversed(back):
            cur = idx.gather(1, cur.unsqueeze(1)).squeeze(1)
            path.append(cur)
        path.reverse()
        return torch.stack(path, 1)


def select_score(scores):
    """Model selection: the mean dev F1 over every set, the newswire sets counting once each and
    the social, multi-genre and OCR sets as much (no one style may be sacrificed for another)."""
    return sum(scores.values()) / max(1, len(scores))


def load(path):
    units = []
    with open(path) as f:
        for line in f:
            if line.strip():
                units.append(json.loads(line))
    return units


def batches(units, max_tokens, shuffle):
    order = sorted(range(len(units)), key=lambda i: len(units[i]["w"]))
    out, cur, cur_max = [], [], 0
    for i in order:
        n = len(units[i]["w"])
        if cur and max(cur_max, n) * (len(cur) + 1) > max_tokens:
            out.append(cur)
            cur, cur_max = [], 0
        cur.append(i)
        cur_max = max(cur_max, n)
    if cur:
        out.append(cur)
    if shuffle:
        random.shuffle(out)
    return out


def tensors(units, idx):
    """Padded batch tensors of the units idx, without training noise (noise() adds it on the device)."""
    t = max(len(units[i]["w"]) for i in idx)
    c = max(1, max((len(ch) for i in idx for ch in units[i]["c"]), default=1))
    b = len(idx)
    w = torch.zeros(b, t, dtype=torch.long)
    ch = torch.zeros(b, t, c, dtype=torch.long)
    k = torch.zeros(b, t, dtype=torch.long)
    y = torch.zeros(b, t, dtype=torch.long)
    mask = torch.zeros(b, t, dtype=torch.bool)
    for r, i in enumerate(idx):
        u = units[i]
        n = len(u["w"])
        w[r, :n] = torch.tensor(u["w"])
        k[r, :n] = torch.tensor(u["k"])
        y[r, :n] = torch.tensor(u["y"])
        mask[r, :n] = True
        for j, cc in enumerate(u["c"]):
            if cc:
                ch[r, j, :len(cc)] = torch.tensor(cc)
    return w, ch, k, y, mask


def noise(w, k, unk_prob=None, lexicon_dropout=0.0):
    """Training noise on a batch, on whatever device it lives: rare words replaced by UNK, and
    word-list bits hidden."""
    b, t = w.shape
    if unk_prob is not None:
        drop = torch.rand(b, t, device=w.device) < unk_prob[w]
        w = torch.where(drop & (w > 1), torch.ones_like(w), w)
    if lexicon_dropout > 0:
        # word-list bits (k // N_CASE_CLASSES) dropped per token, and for a whole unit at a time,
        # so that the model must also find names that no list holds
        off = (torch.rand(b, t, device=w.device) < lexicon_dropout) | (torch.rand(b, 1, device=w.device) < lexicon_dropout / 2)
        k = torch.where(off & (k > 0), k % N_CASE_CLASSES, k)
    return w, k


def spans(tags, tag_names, coarse):
    """BIO tag ids -> set of (start, end, coarse type), adjacent same-class tokens merged."""
    out, start, typ = set(), None, None
    for i, t in enumerate(list(tags) + [0]):
        name = tag_names[t]
        cls = coarse(name[2:]) if name != "O" else None
        if cls != typ:
            if typ is not None:
                out.add((start, i, typ))
            start, typ = i, cls
    return out


def coarse(label):
    if label.startswith("NAME"):
        return "PER"
    if label.startswith("LOCATION"):
        return "LOC"
    if label.startswith("ORGANIZATION"):
        return "ORG"
    return label


def evaluate(model, crf, units, tag_names, types=("PER", "LOC", "ORG"), device="cpu"):
    model.eval()
    tp = fp = fn = 0
    with torch.no_grad():
        for idx in batches(units, 4000, False):
            w, ch, k, y, mask = tensors(units, idx)
            pred = crf.decode(model(w.to(device), ch.to(device), k.to(device)), mask.to(device)).cpu()
            for r, i in enumerate(idx):
                n = len(units[i]["w"])
                g = {s for s in spans(y[r, :n].tolist(), tag_names, coarse) if s[2] in types}
                p = {s for s in spans(pred[r, :n].tolist(), tag_names, coarse) if s[2] in types}
                tp += len(g & p)
                fp += len(p - g)
                fn += len(g - p)
    model.train()
    prec = tp / max(1, tp + fp)
    rec = tp / max(1, tp + fn)
    return 2 * prec * rec / max(1e-9, prec + rec)


class Emissions(nn.Module):
    """The exported graph. A token's char features depend on its characters only, so the runtime
    sends each batch's distinct tokens once (token_chars [U, C]) and where each position takes its
    row from (char_index [B, T]); the char CNN then runs on U rows instead of B * T, which measured
    about half of the model's time when every position carried its own 20 chars."""

    def __init__(self, model):
        super().__init__()
        self.model = model

    def forward(self, word_ids, token_chars, char_index, case_ids):
        pooled = self.model.char_features(token_chars)[char_index]  # [B, T, F]
        return self.model.tag(word_ids, pooled, case_ids)


def distinct_rows(char_ids):
    """[B, T, C] -> (token_chars [U, C], char_index [B, T]): each distinct char row once."""
    b, t, c = char_ids.shape
    rows, index = torch.unique(char_ids.reshape(b * t, c), dim=0, return_inverse=True)
    return rows, index.reshape(b, t)


def crf_json(crf, tag_names, o_bias):
    """crf.json with the decision bias against O folded in.

    Lowering the O tag's emission by o_bias at every token is the same as lowering start[O] and
    every transition into O by o_bias, so the shipped file carries the bias and every decoder
    (the runtime, evaluate.ts) applies it without knowing of it. Why a bias at all: the CRF is
    trained for likelihood, which weighs a missed name and a spurious one alike; a redaction tool
    wants recall first, and a small push away from O trades a little precision for it.
    """
    o = tag_names.index("O")
    trans = crf.trans.detach().clone()
    start = crf.start.detach().clone()
    trans[:, o] -= o_bias
    start[o] -= o_bias
    return {"tags": tag_names, "transitions": trans.tolist(), "start": start.tolist(), "end": crf.end.detach().tolist(),
            "o_bias": o_bias,
            "note": "transitions[i][j] = score of tag j following tag i; path score = start[y0] + sum emissions + sum transitions + end[yT-1];"
                    " o_bias (already subtracted from start[O] and from every transitions[i][O]) lowers the O tag's score per token"}


def export(model, crf, args, tag_names, dev_units, lexicon=False):
    import onnx  # noqa: PLC0415 (export only: training does not need it)
    from sequence_lengths import add_sequence_lengths  # noqa: PLC0415 (this folder is on sys.path)
    torch.manual_seed(0)
    os.makedirs(args.out, exist_ok=True)
    model.eval()
    w, ch, k, _, _ = tensors(dev_units, list(range(min(8, len(dev_units)))))
    ch = torch.nn.functional.pad(ch, (0, MAX_CHARS - ch.shape[2]))  # the runtime sends up to C = 20
    rows, index = distinct_rows(ch)
    onnx_path = os.path.join(args.out, "model.onnx")
    wrapper = Emissions(model).eval()
    torch.onnx.export(
        wrapper, (w, rows, index, k), onnx_path, opset_version=14,
        input_names=["word_ids", "token_chars", "char_index", "case_ids"], output_names=["emissions"],
        dynamic_axes={"word_ids": {0: "batch", 1: "tokens"}, "token_chars": {0: "distinct", 1: "chars"},
                      "char_index": {0: "batch", 1: "tokens"}, "case_ids": {0: "batch", 1: "tokens"},
                      "emissions": {0: "batch", 1: "tokens"}},
    )
    # export restores the wrapper's previous mode: make sure dropout is off for the reference outputs
    model.eval()
    cases = []
    with torch.no_grad():
        # the reference emissions come from the training graph (forward), so the check also
        # proves the distinct-rows graph computes the same function
        # Each row's reference is its own sequence run alone: the exported graph gives its LSTM
        # each sequence's length (sequence_lengths.py), so padding changes no real position.
        for wc, chc, kc in ((w, ch, k), (w[:2, :5], ch[:2, :5, :12], k[:2, :5])):
            rc, ic = distinct_rows(chc)
            lengths = (wc != 0).sum(dim=1).tolist()
            want = torch.zeros(wc.shape[0], wc.shape[1], len(tag_names))
            for r, n in enumerate(lengths):
                want[r, :n] = model(wc[r:r + 1, :n], chc[r:r + 1, :n], kc[r:r + 1, :n])[0]
            cases.append({"word_ids": wc.tolist(), "token_chars": rc.tolist(), "char_index": ic.tolist(),
                          "case_ids": kc.tolist(), "lengths": lengths, "emissions": want.tolist()})
    with open(os.path.join(args.work, "onnx_check.json"), "w") as f:
        json.dump({"cases": cases}, f)
    with open(os.path.join(args.out, "crf.json"), "w") as f:
        json.dump(crf_json(crf, tag_names, getattr(args, "o_bias", 0.0)), f)
    with open(os.path.join(args.out, "labels.json"), "w") as f:
        json.dump({"tags": tag_names}, f)
    for name in ("vocab.json", "chars.json"):
        shutil.copy(os.path.join(args.work, name), os.path.join(args.out, name))
    onnx_model = onnx.load(onnx_path)
    add_sequence_lengths(onnx_model)
    onnx.save(onnx_model, onnx_path)
    with open(os.path.join(args.out, "features.json"), "w") as f:
        json.dump({"lexicon": bool(lexicon), "padded_batches": True}, f)
    log("exported to", args.out)


def check_golden(work):
    """Re-reads the featuriser fixture written by prepare.ts and checks word ids independently."""
    with open(os.path.join(work, "golden.json")) as f:
        golden = json.load(f)
    with open(os.path.join(work, "vocab.json")) as f:
        words = json.load(f)["tokens"]
    index = {w: i for i, w in enumerate(words)}
    for s in golden["sentences"]:
        for tok, wid in zip(s["tokens"], s["wordIds"]):
            assert s["text"][:0] == "" and tok["text"], "empty token"
            norm = "".join("0" if ch.isdigit() else ch for ch in tok["text"].lower())
            assert index.get(norm, 1) == wid, f"golden word id mismatch for a token of length {len(tok['text'])}"
    log("golden featurisation fixture agrees with vocab.json:", len(golden["sentences"]), "sentences")


def tagger_for(ck, n_tags):
    """An untrained Tagger of the shape a checkpoint (best.pt) was trained with (older ones lack some args)."""
    a = ck["args"]
    return Tagger(ck["n_words"], ck["n_chars"], ck.get("n_cases", N_CASE_CLASSES), n_tags, word_dim=a["word_dim"], hidden=a["hidden"],
                  case_dim=a.get("case_dim", 8), arch=a.get("arch", "bilstm"), dilations=tuple(int(d) for d in a.get("dilations", "1").split(",")))


def load_teachers(paths, n_words, n_chars, n_cases, tag_names, device):
    """Frozen (model, crf) pairs from best.pt checkpoints prepared with the same vocabularies."""
    out = []
    for path in paths.split(","):
        ck = torch.load(path, map_location="cpu")
        if ck["n_words"] != n_words or ck["n_chars"] != n_chars or ck.get("n_cases", N_CASE_CLASSES) != n_cases:
            raise SystemExit(f"--teachers: {path} was trained with other vocabularies or shape ids")
        m = tagger_for(ck, len(tag_names))
        m.load_state_dict(ck["model"])
        c = CRF(len(tag_names), tag_names)
        c.load_state_dict(ck["crf"])
        m.to(device).eval()
        for p in list(m.parameters()) + list(c.parameters()):
            p.requires_grad_(False)
        out.append((m, c))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--work", default="models/train/.work")
    ap.add_argument("--out", default="models/pii-ner-v2")
    ap.add_argument("--minutes", type=float, default=40)
    ap.add_argument("--eval-every", type=float, default=6, help="minutes between dev evaluations")
    ap.add_argument("--hidden", type=int, default=200)
    ap.add_argument("--word-dim", type=int, default=80)
    ap.add_argument("--batch-tokens", type=int, default=1500)
    ap.add_argument("--lr", type=float, default=2e-3)
    ap.add_argument("--limit", type=int, default=0, help="use only the first N training units (smoke runs)")
    ap.add_argument("--dev-limit", type=int, default=400)
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--threads", type=int, default=1, help="torch threads (1 measured fastest: 8,500 tokens/s against 3,600 with 2 on this 2-core machine)")
    ap.add_argument("--init", help="start from this checkpoint (best.pt of a run prepared with the same vocabularies), to fine-tune")
    ap.add_argument("--arch", choices=["bilstm", "idcnn"], default="bilstm", help="encoder: BiLSTM (v1) or iterated dilated CNN (v2, faster)")
    ap.add_argument("--dilations", default="1,2,4,8,1", help="idcnn: dilation of each residual convolution")
    ap.add_argument("--case-dim", type=int, default=8, help="shape (casing x word-list bits) embedding size")
    ap.add_argument("--lexicon-dropout", type=float, default=0.3, help="share of tokens whose word-list bits are hidden in training")
    ap.add_argument("--resume", action="store_true", help="continue from last.pt in --work (model, optimiser, time used, best so far)")
    ap.add_argument("--o-bias", type=float, default=0.0, help="lower the O tag's score per token by this much in the exported crf.json (recall over precision; see crf_json)")
    ap.add_argument("--device", default="cpu", help="torch device: cpu, or cuda where a GPU is lent (checkpoints are saved for CPU either way)")
    ap.add_argument("--stop-after", type=float, default=0, help="leave after this many minutes of this process (at a dev evaluation, last.pt saved), to go on with --resume later: one schedule (--minutes) over several sessions")
    ap.add_argument("--no-export", action="store_true", help="stop after training (export.py exports best.pt later, e.g. on another machine)")
    ap.add_argument("--teachers", help="comma-separated best.pt checkpoints (same vocabularies) whose mean emissions the model also learns to match: distillation of their ensemble")
    ap.add_argument("--kd-weight", type=float, default=1.0, help="weight of the distillation loss (KL divergence of the per-token softmax of the student's emissions from the teachers' mean, summed over tokens, per unit)")
    ap.add_argument("--nll-weight", type=float, default=1.0, help="weight of the gold CRF negative log-likelihood when distilling")
    args = ap.parse_args()
    device = torch.device(args.device)
    torch.set_num_threads(args.threads)
    torch.manual_seed(args.seed)
    random.seed(args.seed)

    check_golden(args.work)
    with open(os.path.join(args.work, "labels.json")) as f:
        tag_names = json.load(f)["tags"]
    with open(os.path.join(args.work, "vocab.json")) as f:
        n_words = len(json.load(f)["tokens"])
    with open(os.path.join(args.work, "chars.json")) as f:
        n_chars = len(json.load(f)["tokens"])
    with open(os.path.join(args.work, "word_counts.json")) as f:
        counts = torch.tensor(json.load(f), dtype=torch.float)
    unk_prob = 0.5 / (0.5 + counts)
    train = load(os.path.join(args.work, "train.jsonl"))
    if args.limit:
        train = train[: args.limit]
    dev = {}
    for name in DEV_SETS:
        if not os.path.exists(os.path.join(args.work, "dev", name + ".jsonl")):
            continue
        units = load(os.path.join(args.work, "dev", name + ".jsonl"))
        random.Random(1).shuffle(units)
        dev[name] = units[: args.dev_limit]
    log(f"train units {len(train)}, tokens {sum(len(u['w']) for u in train)}, words {n_words}, chars {n_chars}, tags {len(tag_names)}")

    lexicon = False
    if os.path.exists(os.path.join(args.work, "features.json")):
        with open(os.path.join(args.work, "features.json")) as f:
            lexicon = bool(json.load(f).get("lexicon"))
    n_cases = N_CASE_CLASSES * (N_LEXICON_PATTERNS if lexicon else 1)
    dilations = tuple(int(d) for d in args.dilations.split(","))
    model = Tagger(n_words, n_chars, n_cases, len(tag_names), word_dim=args.word_dim, hidden=args.hidden, case_dim=args.case_dim,
                   arch=args.arch, dilations=dilations)
    lex_drop = args.lexicon_dropout if lexicon else 0.0
    crf = CRF(len(tag_names), tag_names)
    if args.init:
        init = torch.load(args.init, map_location="cpu")
        if init["n_words"] != n_words or init["n_chars"] != n_chars:
            raise SystemExit("--init: the checkpoint's vocabularies differ from this work folder's (prepare with --vocab-dir)")
        model.load_state_dict(init["model"])
        crf.load_state_dict(init["crf"])
        log("initialised from", args.init)
    teachers = load_teachers(args.teachers, n_words, n_chars, n_cases, tag_names, device) if args.teachers else []
    if teachers:
        # the ensemble decodes with its members' mean CRF parameters (a product of experts); the
        # student starts from them, so matching the mean emissions reproduces the ensemble
        with torch.no_grad():
            for name, p in crf.named_parameters():
                p.copy_(sum(dict(t[1].named_parameters())[name].detach().cpu() for t in teachers) / len(teachers))
        log(f"distilling from {len(teachers)} teachers, kd weight {args.kd_weight}, nll weight {args.nll_weight}")
    model.to(device)
    crf.to(device)
    unk_prob = unk_prob.to(device)
    params = list(model.parameters()) + list(crf.parameters())
    log("parameters", sum(p.numel() for p in params))
    opt = torch.optim.Adam(params, lr=args.lr)
    best, best_state, epoch, seen = -1.0, None, 0, 0
    ckpt = os.path.join(args.work, "best.pt")
    last = os.path.join(args.work, "last.pt")
    t0 = started = time.time()
    if args.resume:
        # a run stopped by the end of a session goes on where its last evaluation left it: the
        # time already used counts against --minutes, so the learning-rate schedule continues
        st = torch.load(last, map_location=device)
        model.load_state_dict(st["model"])
        crf.load_state_dict(st["crf"])
        opt.load_state_dict(st["opt"])
        best, epoch, seen = st["best"], st["epoch"], st["seen"]
        t0 = time.time() - st["elapsed"]
        b = torch.load(ckpt, map_location="cpu")
        best_state = (b["model"], b["crf"])
        log(f"resumed from {last}: {st['elapsed'] / 60:.1f} min used, best select {best:.4f}")
    deadline = t0 + args.minutes * 60
    next_eval = time.time() + args.eval_every * 60
    meta = {"args": vars(args), "n_words": n_words, "n_chars": n_chars, "n_cases": n_cases}
    done = False
    prebuilt = None
    while not done:
        epoch += 1
        if device.type == "cpu":
            epoch_batches = ((idx, None) for idx in batches(train, args.batch_tokens, True))
        else:
            # on a GPU, building tensors from lists in Python is the bottleneck: the batches'
            # composition is fixed (units sorted by length), so build them once and shuffle their order
            if prebuilt is None:
                prebuilt = [(idx, tensors(train, idx)) for idx in batches(train, args.batch_tokens, False)]
                log(f"prebuilt {len(prebuilt)} batches")
            order = list(range(len(prebuilt)))
            random.shuffle(order)
            epoch_batches = (prebuilt[i] for i in order)
        for bi, (idx, built) in enumerate(epoch_batches):
            # linear decay to 20% of the base rate over the time budget
            frac = min(1.0, (time.time() - t0) / (args.minutes * 60))
            for g in opt.param_groups:
                g["lr"] = args.lr * (1.0 - 0.8 * frac)
            w, ch, k, y, mask = (t.to(device, non_blocking=True) for t in (built or tensors(train, idx)))
            if teachers:
                # the teachers see the batch without noise: the student learns to give their
                # answer from noisy input (unknown words, hidden word-list bits)
                with torch.no_grad():
                    target = sum(t[0](w, ch, k) for t in teachers) / len(teachers)
            w, k = noise(w, k, unk_prob, lex_drop)
            em = model(w, ch, k)
            loss = crf.nll(em, y, mask) / len(idx)
            if teachers:
                # per-token softmax KL: blind to a constant added to all of a token's tags, as
                # Viterbi and the CRF likelihood are, so no capacity goes to matching it
                logq = torch.log_softmax(em, dim=2)
                logp = torch.log_softmax(target, dim=2)
                kd = ((logp.exp() * (logp - logq)).sum(2) * mask.to(em.dtype)).sum() / len(idx)
                loss = args.nll_weight * loss + args.kd_weight * kd
            opt.zero_grad()
            loss.backward()
            nn.utils.clip_grad_norm_(params, 5.0)
            opt.step()
            seen += int(mask.sum())
            if bi % 50 == 0:
                log(f"epoch {epoch} batch {bi} loss {loss.item():.3f}" + (f" kd {kd.item():.3f}" if teachers else "") + f" tokens/s {seen / (time.time() - t0):.0f}")
            now = time.time()
            if now >= next_eval or now >= deadline:
                scores = {n: round(evaluate(model, crf, u, tag_names, device=device), 4) for n, u in dev.items()}
                sel = select_score(scores)
                log(f"dev F1 {scores} select {sel:.4f}")
                if sel > best:
                    best = sel
                    best_state = ({k2: v.detach().cpu().clone() for k2, v in model.state_dict().items()}, {k2: v.detach().cpu().clone() for k2, v in crf.state_dict().items()})
                    torch.save({"model": best_state[0], "crf": best_state[1], **meta}, ckpt + ".tmp")
                    os.replace(ckpt + ".tmp", ckpt)
                    log("new best, checkpoint saved")
                torch.save({"model": model.state_dict(), "crf": crf.state_dict(), "opt": opt.state_dict(), "best": best, "epoch": epoch,
                            "seen": seen, "elapsed": time.time() - t0, **meta}, last + ".tmp")
                os.replace(last + ".tmp", last)
                next_eval = time.time() + args.eval_every * 60
                if args.stop_after and time.time() - started >= args.stop_after * 60 and time.time() < deadline:
                    log(f"stopping after {args.stop_after} min of this run; --resume goes on")
                    return
                if time.time() >= deadline:
                    done = True
                    break
    model.to("cpu")
    crf.to("cpu")
    model.load_state_dict(best_state[0])
    crf.load_state_dict(best_state[1])
    log(f"training done after {(time.time() - t0) / 60:.1f} min, {epoch} epochs (last partial), best select {best:.4f}")
    if not args.no_export:
        export(model, crf, args, tag_names, dev["conll2003_en"], lexicon)
    with open(os.path.join(args.work, "train_summary.json"), "w") as f:
        json.dump({"minutes": (time.time() - t0) / 60, "epochs": epoch, "tokens_seen": seen, "best_select": best,
                   "parameters": sum(p.numel() for p in params), "args": vars(args)}, f)


if __name__ == "__main__":
    main()
