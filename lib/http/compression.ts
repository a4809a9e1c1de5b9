// The size under which an answer goes uncompressed: the API's JSON answers
// (lib/http/json.ts) and the bench's floors (scripts/bench/floor-app.ts),
// which must follow the same rule to stay the least a call can cost.

/** A JSON answer shorter than this is sent as it is: gzip would save a few hundred bytes at most, for more CPU than the rest of its JSON work. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
