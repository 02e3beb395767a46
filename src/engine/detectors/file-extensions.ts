/**
 * File extensions the filename detector recognises (lower case, without the dot). Curated: no
 * extension that is also a common top-level domain (com, net, org, io, ai, me, co, ...), so that
 * "example.com" stays a domain, and no one-letter ones other than c, h and r (checked stricter).
 */
export const FILE_EXTENSIONS: readonly string[] = [
  // documents
  "doc", "docx", "docm", "dot", "dotx", "pdf", "txt", "rtf", "odt", "ott", "pages", "tex", "md", "markdown",
  "rst", "epub", "mobi", "xps", "wpd",
  // spreadsheets and presentations
  "xls", "xlsx", "xlsm", "xlsb", "ods", "csv", "tsv", "numbers", "ppt", "pptx", "pps", "ppsx", "odp", "key",
  // images
  "jpg", "jpeg", "png", "gif", "bmp", "tif", "tiff", "svg", "webp", "heic", "heif", "ico", "psd", "raw",
  "cr2", "nef", "dng", "eps", "indd",
  // audio and video
  "mp3", "wav", "flac", "aac", "ogg", "oga", "m4a", "wma", "aiff", "mid", "midi", "mp4", "m4v", "mov",
  "avi", "mkv", "wmv", "webm", "flv", "mpg", "mpeg", "3gp",
  // archives and disk images
  "zip", "tar", "gz", "tgz", "bz2", "tbz2", "xz", "txz", "zst", "7z", "rar", "iso", "dmg", "img", 
  // executables and packages
  "exe", "msi", "dll", "bat", "cmd", "ps1", "psm1", "vbs", "apk", "aab", "ipa", "jar", "war", "deb",
  "rpm", "pkg", "appimage", "bin", "elf", "so", "dylib", "lib", "obj", "class", "wasm",
  // source code
  "c", "h", "cpp", "cxx", "hpp", "hh", "cs", "java", "kt", "kts", "scala", "go", "rs", "swift",
  "py", "pyc", "pyw", "ipynb", "rb", "php", "lua", "r", "rmd", "jl", "js",
  "mjs", "cjs", "jsx", "ts", "tsx", "vue", "svelte", "html", "htm", "xhtml", "css", "scss", "sass",
  "less", "sh", "bash", "zsh", "fish", "sql", "dart", "hs", "erl", "exs", "clj", "groovy",
  "gradle", "asm", "f90", "vb", 
  // data and configuration
  "json", "jsonl", "ndjson", "xml", "yaml", "yml", "toml", "ini", "cfg", "conf", "config", "env",
  "properties", "plist", "reg", "parquet", "avro", "orc", "feather", "arrow", "h5", "hdf5", "npy",
  "npz", "pkl", "pickle", "sav", "dta", "sas7bdat", "mat", "rdata", "rds", "db", "sqlite",
  "sqlite3", "mdb", "accdb", "dbf", "dump", "dat",
  // logs, mail, calendars, keys, misc
  "log", "bak", "tmp", "temp", "swp", "lock", "eml", "msg", "mbox", "pst", "ost",
  "ics", "vcf", "vcard", "pem", "crt", "cer", "der", "p12", "pfx", "csr", "gpg", "pgp", "asc", "kdbx",
  "ovpn", "torrent", "lnk", "ttf", "otf", "woff", "woff2", "dwg", "dxf", "stl",
  "blend", "fbx", "gpx", "kml", "kmz", "shp", "geojson",
];
