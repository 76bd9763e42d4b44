"""The HTML builder escapes every text and attribute: no user text reaches the DOM as HTML."""

from __future__ import annotations

from tabletop.markup import Markup, bdi, bdi_list, el, fill, join, raw, text


def test_text_and_attributes_are_escaped() -> None:
    html = el("p", {"title": '"><script>x</script>', "data-x": "a&b"}, "<b>bold</b> & more")
    assert html == (
        '<p title="&quot;&gt;&lt;script&gt;x&lt;/script&gt;" data-x="a&amp;b">'
        "&lt;b&gt;bold&lt;/b&gt; &amp; more</p>"
    )


def test_markup_nests_without_double_escaping() -> None:
    inner = el("b", {}, "a<b")
    assert el("p", {}, inner, " & ", 3) == "<p><b>a&lt;b</b> &amp; 3</p>"
    assert isinstance(join([inner, None, False, ["x", "<"]]), Markup)
    assert join([inner, None, ["x", "<"]]) == "<b>a&lt;b</b>x&lt;"


def test_attribute_names_and_flags() -> None:
    assert el("input", {"class_": "c", "data_slot": "s", "checked": True, "hidden": False}) == (
        '<input class="c" data-slot="s" checked>'
    )
    assert el("br") == "<br>"


def test_only_raw_passes_markup_through() -> None:
    assert text("<i>") == "&lt;i&gt;"
    assert text(raw("<i>")) == "<i>"


def test_names_go_in_bdi_and_templates_keep_markup_values_only() -> None:

    assert bdi("<b>\u202eEve") == "<bdi>&lt;b&gt;\u202eEve</bdi>"
    assert bdi_list(["A&B", "C"], " & ") == "<bdi>A&amp;B</bdi> &amp; <bdi>C</bdi>"
    filled = fill("<{name}> wins & {score}", name=bdi("Eve"), score="<i>")
    assert filled == "&lt;<bdi>Eve</bdi>&gt; wins &amp; &lt;i&gt;"
