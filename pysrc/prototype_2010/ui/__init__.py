"""The 2010 prototype in the browser: its table, words, rules and the page of what changed."""
