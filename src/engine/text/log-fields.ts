/**
 * The fields a log line writes after a value ("... : 128 Passage de Solférino, 30667 Cannes shard
 * 4/16", "... Stationsweg 62, Terkaple queue=3"): the street reader ends a town before them
 * (detectors/street-address.ts), and the resolver takes a field or counter that the model read into
 * an address for no part of it (resolve/resolve.ts). Patterns on the text after the value.
 */

/** A field's name (one word) and its number: "shard 4/16", "build 20240512.3", "http 200", "gps -39.1197". */
export const FIELD_NAME_AND_NUMBER = /^[ \t]+\p{L}+[ \t]+[-+]?\d[\d./:-]*(?![\p{L}\d])/u;

/**
 * The next field: a key=value pair ("queue=3"), a version ("v10.2.1.4455") or a word and its number
 * (FIELD_NAME_AND_NUMBER). A place name never ends in a number, so the words before such a field
 * are the value's: "Stationsweg 62, Terkaple queue=3", "27 mill lane, little wiza http 200".
 */
export const LOG_FIELD_AFTER = new RegExp(`^[ \\t]+(?:[\\p{L}_][\\p{L}\\d_.-]*=|v?\\d+(?:\\.\\d+){2,}(?![\\p{L}\\d]))|${FIELD_NAME_AND_NUMBER.source}`, "u");

/** A log line's counter after a value, in its message: "cache hit 87%", "took 153 ms", "queue depth 3". */
export const LOG_COUNTER_AFTER = /^[ \t]+(?:\p{L}+[ \t]+){1,2}[-+]?\d[\d./:-]*%?(?![\p{L}\d])/u;
