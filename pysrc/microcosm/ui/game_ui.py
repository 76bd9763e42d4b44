"""Microcosm's interface for the shell: its table, log sentences, prompts and rules."""

from __future__ import annotations

from microcosm.ui.describe import action_label, event_sentence, prompt_title
from microcosm.ui.render import render_table
from microcosm.ui.rules_page import render_gallery, render_rules
from tabletop.ui.game_ui import GameUI

UI = GameUI(
    table=render_table,
    sentence=event_sentence,
    prompt=prompt_title,
    rules=render_rules,
    gallery=render_gallery,
    label=action_label,
)
