/**
 * Where the sync APIs are served (issue 20), beside /api_v1: apps that ask for a "FreshRSS" or "Google Reader"
 * server take the first (ClientLogin at {prefix}/accounts/ClientLogin, the API at {prefix}/reader/api/0/…); Fever
 * apps the second. Not under /api_v1: these protocols are form-encoded, not the facade's JSON.
 */
export const GREADER_PREFIX = "/api/greader";
export const FEVER_PATH = "/api/fever";
