"""The phone table's frame (issue 33, point 3), drawn in CPython: the menu that folds to one
button, the decision panel's fold button, and other seats' areas that a phone folds to a line
(the page opens or closes them; the markup says what can fold and how)."""

from __future__ import annotations

import re

from tabletop.ui import feedback

from .test_app import elements, make_app, run_bots, start


def attrs_of(html: str, selector: str) -> dict[str, str | None]:
    """The attributes of the one element whose class list holds `selector`."""
    found = [a for _, a in elements(html) if selector in str(a.get("class", "")).split()]
    assert len(found) == 1, (selector, found)
    return found[0]


def test_the_menu_folds_to_one_button_that_unfolds_it_and_folds_again() -> None:
    app = make_app()
    start(app, seed="7")
    run_bots(app)
    html = str(app.render())
    toggle = attrs_of(html, "menu-toggle")
    assert toggle["data-command"] == "menu" and toggle["aria-expanded"] == "false"
    assert toggle["aria-controls"] == "toolbar-items"
    # Every link of the menu is still there (app.css hides them on a phone until unfolded).
    items = html[html.index('id="toolbar-items"') :]
    assert all(f'data-command="{c}"' in items for c in ("home", "save-as", "replay-game"))
    assert 'id="pause-live"' in items and "lang-switch" in items
    app.command("menu")
    html = str(app.render())
    assert attrs_of(html, "menu-toggle")["aria-expanded"] == "true"
    assert 'class="toolbar open"' in html
    app.command("menu")
    assert attrs_of(str(app.render()), "menu-toggle")["aria-expanded"] == "false"
    # Left open, it starts folded when the player comes back to the table.
    app.command("menu")
    app.command("home")
    app.command("continue")
    assert app.screen == "table"
    assert attrs_of(str(app.render()), "menu-toggle")["aria-expanded"] == "false"


def test_the_panel_folds_to_its_question_and_stays_folded_while_playing() -> None:
    app = make_app()
    start(app, seed="7")
    run_bots(app)
    html = str(app.render())
    fold = attrs_of(html, "fold-panel")
    assert fold["aria-expanded"] == "true" and fold["aria-controls"] == "prompt-body"
    assert 'id="prompt-body"' in html and "folded" not in attrs_of(html, "prompt")["class"]
    app.command("fold-panel")
    html = str(app.render())
    assert attrs_of(html, "fold-panel")["aria-expanded"] == "false"
    assert "folded" in str(attrs_of(html, "prompt")["class"]).split()
    # The choices are still drawn (the targets on the table take taps), and a decision keeps
    # the panel folded.
    action = next(str(a["data-action"]) for _, a in elements(html) if "data-action" in a)
    assert app.act(action)
    run_bots(app)
    assert attrs_of(str(app.render()), "fold-panel")["aria-expanded"] == "false"
    app.command("fold-panel")
    assert attrs_of(str(app.render()), "fold-panel")["aria-expanded"] == "true"


def test_other_seats_areas_fold_to_their_name_and_score_and_the_viewer_s_does_not() -> None:
    app = make_app()
    start(app, seed="7", players="3", name2="<b>Eve</b>", kind2="easy")
    run_bots(app)
    html = str(app.render())
    folds = re.findall(r'<details[^>]* class="fold" data-fold="(seat-\d)" open>', html)
    assert folds == ["seat-1", "seat-2"]  # drawn open: a wide screen shows them whole
    summary = html[html.index('data-fold="seat-2"') :]
    summary = summary[: summary.index("</summary>")]
    assert "<bdi>&lt;b&gt;Eve&lt;/b&gt;</bdi>: <strong>" in summary
    assert 'data-fold="seat-0"' not in html


def test_a_fold_is_a_details_drawn_open_with_its_summary() -> None:
    html = str(feedback.fold("part", "Sum <mary>", "<inside>"))
    assert html == (
        '<details class="fold" data-fold="part" open><summary>Sum &lt;mary&gt;</summary>'
        "&lt;inside&gt;</details>"
    )
