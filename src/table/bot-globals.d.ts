// Defined by scripts/build.mjs: the hashed bot worker's path relative to dist/ ("./bot-worker-HASH.js").
// Undefined where nothing defines it (browser tests, Node): the bot then runs on the page.
declare const SHOAL_BOT_WORKER_URL: string | undefined;
// The hashed deck worker's path, likewise ("./deck-worker-HASH.js"); undefined: deck work runs on the page.
declare const SHOAL_DECK_WORKER_URL: string | undefined;
