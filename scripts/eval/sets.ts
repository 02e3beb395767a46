/**
 * The dev sets `npm run eval:dev` scores: every dev split the quality targets of issue 12 name.
 * Files are under $DATASETS (default ../shared/datasets); each corpus's README says what it is.
 * germeval2014 is not here: its dev split is training data (only dev and test exist).
 * Never add a test split: those are held out and measured independently.
 */
import type { SetSpec } from "./run.js";

export interface DevSet extends SetSpec {
  name: string;
}

export function devSets(datasets: string): DevSet[] {
  const dev = (corpus: string) => `${datasets}/${corpus}/dev.jsonl`;
  const maps = "scripts/maps";
  return [
    { name: "conll2003_en", file: dev("conll2003_en"), map: `${maps}/conll.json` },
    { name: "conll2003_en_lower", file: dev("conll2003_en"), map: `${maps}/conll.json`, recase: "lower" },
    { name: "conll2003_en_upper", file: dev("conll2003_en"), map: `${maps}/conll.json`, recase: "upper" },
    { name: "conll2003_de", file: dev("conll2003_de"), map: `${maps}/conll.json` },
    { name: "conll2002_es", file: dev("conll2002_es"), map: `${maps}/conll.json` },
    { name: "conll2002_nl", file: dev("conll2002_nl"), map: `${maps}/conll.json` },
    { name: "wnut17", file: dev("wnut17"), map: `${maps}/wnut17.json` },
    { name: "btc", file: dev("btc"), map: `${maps}/btc.json` },
    // the same without the @handles as targets: the names written out
    { name: "btc_names", file: dev("btc"), map: `${maps}/btc.names.json` },
    { name: "gum", file: dev("gum"), map: `${maps}/gum.json` },
    { name: "europeana_de", file: dev("europeana_ner"), map: `${maps}/europeana.json`, lang: "de" },
    { name: "europeana_nl", file: dev("europeana_ner"), map: `${maps}/europeana.json`, lang: "nl" },
    { name: "europeana_fr", file: dev("europeana_ner"), map: `${maps}/europeana.json`, lang: "fr" },
    { name: "physionet_deid", file: dev("physionet_deid"), map: `${maps}/physionet_deid.json` },
    { name: "presidio_synth", file: dev("presidio_synth"), map: `${maps}/presidio_synth.json` },
  ];
}
