// The embed entry point: defines <shoal-game>.
