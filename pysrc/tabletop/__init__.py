"""The table that knows no game: specs, records, links, saves, bots and the shell."""
