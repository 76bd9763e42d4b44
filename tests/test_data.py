"""The card tables in pysrc against the reference data they were transcribed from.

The reference tables live in the repository, in `tests/data/reference/` (planets.csv,
technologies.csv, roles.csv; their README says where they come from), so that a fresh clone
tests itself. Every row and every value is compared; a missing table fails, never skips.
"""

import csv
from collections import Counter
from pathlib import Path

import pytest

from eminent_domain.cards import (
    CARD_KEYS,
    DOUBLE_SIDED,
    LEVEL_COST,
    LEVEL_INFLUENCE,
    ROLE_KINDS,
    STARTING_DECK,
    TECH_CARD_KEYS,
    TECH_FACES,
    TechFace,
)
from eminent_domain.planets import (
    DECK_PLANET_IDS,
    PLANETS,
    RESEARCH_PLANET_IDS,
    START_PLANET_IDS,
)
from eminent_domain.vocab import PlanetType, Resource, Role

REFERENCE_DIR = Path(__file__).resolve().parent / "data" / "reference"
MISSING_REFERENCE = f"reference folder not found: {REFERENCE_DIR}"

LETTER_ROLE: dict[str, Role] = {
    "S": Role.SURVEY,
    "W": Role.WARFARE,
    "C": Role.COLONIZE,
    "P": Role.PRODUCE,
    "T": Role.TRADE,
    "R": Role.RESEARCH,
}


def read_reference(name: str) -> list[dict[str, str]]:
    """The rows of one reference csv; fails (never skips) when the reference is missing."""
    path = REFERENCE_DIR / name
    if not REFERENCE_DIR.is_dir():
        pytest.fail(MISSING_REFERENCE)
    if not path.is_file():
        pytest.fail(f"reference file not found: {path}")
    with path.open(newline="", encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


def assert_no_mismatches(mismatches: list[str]) -> None:
    assert not mismatches, f"{len(mismatches)} mismatch(es):\n" + "\n".join(mismatches)


def leading_int(text: str) -> int:
    """`4 (one per player; unused removed)` -> 4."""
    return int(text.split(maxsplit=1)[0])


# --- planets -----------------------------------------------------------------------------


def test_reference_folder_exists() -> None:
    assert REFERENCE_DIR.is_dir(), MISSING_REFERENCE
    for name in ("planets.csv", "technologies.csv", "roles.csv", "README.md"):
        assert (REFERENCE_DIR / name).is_file(), f"reference file missing: {REFERENCE_DIR / name}"


def test_planet_count_matches_reference() -> None:
    rows = read_reference("planets.csv")
    assert len(rows) == 33, f"planets.csv has {len(rows)} rows, expected 33"
    assert len(PLANETS) == len(rows), f"PLANETS has {len(PLANETS)} entries, csv {len(rows)}"


def test_planets_match_reference_row_by_row() -> None:
    rows = read_reference("planets.csv")
    mismatches: list[str] = []
    for index, (row, planet) in enumerate(zip(rows, PLANETS, strict=False)):
        where = f"planet #{index} {row['id']} ({row['name']})"
        slots = tuple(Resource(s.lower()) for s in row["resource_slots"].split("+") if s)
        expected = {
            "name": row["name"],
            "type": PlanetType(row["type"]),
            "start": row["start"] == "True",
            "colonize_cost": int(row["colonize_cost"]),
            "warfare_cost": int(row["warfare_cost"]),
            "influence": int(row["influence"]),
            "icon": Role(row["icon"]) if row["icon"] else None,
            "slots": slots,
            "hand_size": int(row["hand_size_plus"]),
        }
        assert row["start"] in ("True", "False"), f"{where}: odd start flag {row['start']!r}"
        for field, want in expected.items():
            got = getattr(planet, field)
            if got != want:
                mismatches.append(f"{where}: {field} is {got!r}, reference says {want!r}")
    assert_no_mismatches(mismatches)


def test_deck_and_start_planets() -> None:
    assert len(DECK_PLANET_IDS) == 27, f"{len(DECK_PLANET_IDS)} deck planets, expected 27"
    assert len(START_PLANET_IDS) == 6, f"{len(START_PLANET_IDS)} start planets, expected 6"
    assert set(DECK_PLANET_IDS).isdisjoint(START_PLANET_IDS)
    assert sorted(DECK_PLANET_IDS + START_PLANET_IDS) == list(range(len(PLANETS)))

    deck_types = Counter(PLANETS[i].type for i in DECK_PLANET_IDS)
    start_types = Counter(PLANETS[i].type for i in START_PLANET_IDS)
    for planet_type in PlanetType:
        assert deck_types[planet_type] == 9, (
            f"{deck_types[planet_type]} {planet_type.value} deck planets, expected 9"
        )
        assert start_types[planet_type] == 2, (
            f"{start_types[planet_type]} {planet_type.value} start planets, expected 2"
        )

    for i in START_PLANET_IDS:
        planet = PLANETS[i]
        where = f"start planet #{i} ({planet.name})"
        assert (planet.colonize_cost, planet.warfare_cost) == (2, 2), f"{where}: costs not 2/2"
        assert planet.influence == 2, f"{where}: influence {planet.influence}, expected 2"
        assert planet.icon is None, f"{where}: has icon {planet.icon}, expected none"


def test_research_icon_planets_are_advanced() -> None:
    assert len(RESEARCH_PLANET_IDS) == 3, f"{len(RESEARCH_PLANET_IDS)} Research planets, not 3"
    for i in RESEARCH_PLANET_IDS:
        planet = PLANETS[i]
        assert planet.icon is Role.RESEARCH, f"planet #{i} ({planet.name}) has no Research icon"
        assert planet.type is PlanetType.ADVANCED, f"planet #{i} ({planet.name}) is {planet.type}"
        assert not planet.start, f"planet #{i} ({planet.name}) is a start planet"


def test_8910_spielen_uses_preferred_costs() -> None:
    rows = {row["name"]: row for row in read_reference("planets.csv")}
    row = rows["8910 Spielen"]
    assert (row["colonize_cost"], row["warfare_cost"]) == ("5", "4"), (
        f"planets.csv 8910 Spielen costs are {row['colonize_cost']}/{row['warfare_cost']}"
    )
    (planet,) = [p for p in PLANETS if p.name == "8910 Spielen"]
    assert (planet.colonize_cost, planet.warfare_cost) == (5, 4), (
        f"8910 Spielen costs are {planet.colonize_cost}/{planet.warfare_cost}, expected 5/4"
    )


# --- technologies ------------------------------------------------------------------------


def parse_symbols(text: str) -> tuple[Role, ...]:
    """`S+T` -> (SURVEY, TRADE); `(none)` -> ()."""
    if text == "(none)":
        return ()
    return tuple(LETTER_ROLE[letter] for letter in text.split("+"))


def test_tech_face_count_matches_reference() -> None:
    rows = read_reference("technologies.csv")
    assert len(rows) == 45, f"technologies.csv has {len(rows)} rows, expected 45"
    assert len(TECH_FACES) == len(rows), f"TECH_FACES has {len(TECH_FACES)}, csv {len(rows)}"


def test_tech_faces_match_reference_row_by_row() -> None:
    rows = read_reference("technologies.csv")
    mismatches: list[str] = []
    for index, (row, face) in enumerate(zip(rows, TECH_FACES, strict=False)):
        where = f"tech face #{index} {row['bga_id']} ({row['name']})"
        level = int(row["level"])
        planet_type = PlanetType(row["type"].lower())
        expected = {
            "key": "T" + row["bga_id"].rsplit("_", 1)[1],
            "name": row["name"],
            "type": planet_type,
            "level": level,
            "symbols": parse_symbols(row["symbols"]),
            "permanent": row["kind"].startswith("Permanent"),
            "cost": int(row["research_cost"]),
            "influence": int(row["influence"]),
            "text": row["base_effect"],
        }
        for field, want in expected.items():
            got = getattr(face, field)
            if got != want:
                mismatches.append(f"{where}: {field} is {got!r}, reference says {want!r}")
        prereq = f"{level} {planet_type.value.capitalize()} planet(s) face up"
        if row["prereq"] != prereq:
            mismatches.append(f"{where}: prereq {row['prereq']!r} does not match level and type")
    assert_no_mismatches(mismatches)


def test_level_cost_and_influence() -> None:
    assert LEVEL_COST == {1: 3, 2: 5, 3: 7}
    assert LEVEL_INFLUENCE == {1: 0, 2: 2, 3: 5}


def test_tech_keys_unique() -> None:
    keys = [face.key for face in TECH_FACES]
    duplicates = [key for key, n in Counter(keys).items() if n > 1]
    assert not duplicates, f"duplicate technology face keys: {duplicates}"


def test_physical_tech_cards() -> None:
    assert len(TECH_CARD_KEYS) == 39, f"{len(TECH_CARD_KEYS)} technology cards, expected 39"
    assert len(set(TECH_CARD_KEYS)) == 39, "TECH_CARD_KEYS has duplicates"
    by_key = {face.key: face for face in TECH_FACES}
    per_type = Counter(by_key[key].type for key in TECH_CARD_KEYS)
    for planet_type in PlanetType:
        assert per_type[planet_type] == 13, (
            f"{per_type[planet_type]} {planet_type.value} technology cards, expected 13"
        )


def test_tech_level_counts() -> None:
    face_levels = Counter(face.level for face in TECH_FACES)
    assert face_levels == {1: 24, 2: 15, 3: 6}, f"faces per level: {dict(face_levels)}"
    by_key = {face.key: face for face in TECH_FACES}
    card_levels = Counter(by_key[key].level for key in TECH_CARD_KEYS)
    assert card_levels == {1: 24, 2: 12, 3: 3}, f"physical cards per level: {dict(card_levels)}"
    double_levels = Counter(by_key[key].level for key in DOUBLE_SIDED)
    assert double_levels == {2: 3, 3: 3}, f"double-sided cards per level: {dict(double_levels)}"


def test_double_sided_pairs_match_reference() -> None:
    rows = read_reference("technologies.csv")
    key_of_name = {row["name"]: "T" + row["bga_id"].rsplit("_", 1)[1] for row in rows}
    assert len(key_of_name) == 45 - 24 + 6, "technology names are not unique beyond level 1"
    by_key: dict[str, TechFace] = {face.key: face for face in TECH_FACES}

    reference_pairs: set[frozenset[str]] = set()
    for row in rows:
        key = "T" + row["bga_id"].rsplit("_", 1)[1]
        partner = row["double_sided_partner"]
        is_double = row["kind"] == "Permanent (double-sided)"
        assert bool(partner) == is_double, (
            f"{row['bga_id']} ({row['name']}): kind {row['kind']!r} vs partner {partner!r}"
        )
        if partner:
            assert partner in key_of_name, f"{row['bga_id']}: unknown partner {partner!r}"
            reference_pairs.add(frozenset((key, key_of_name[partner])))

    assert len(reference_pairs) == 6, f"technologies.csv lists {len(reference_pairs)} pairs"
    assert len(DOUBLE_SIDED) == 6, f"DOUBLE_SIDED has {len(DOUBLE_SIDED)} cards, expected 6"
    table_pairs = {frozenset(faces) for faces in DOUBLE_SIDED.values()}
    assert table_pairs == reference_pairs, (
        f"DOUBLE_SIDED pairs {sorted(map(sorted, table_pairs))} differ from the reference "
        f"{sorted(map(sorted, reference_pairs))}"
    )
    for card, (first, second) in DOUBLE_SIDED.items():
        assert card == first, f"DOUBLE_SIDED[{card!r}] should start with its own key"
        assert card in TECH_CARD_KEYS, f"double-sided card {card} is not a physical card"
        assert second not in TECH_CARD_KEYS, f"second face {second} counted as its own card"
        a, b = by_key[first], by_key[second]
        assert a.permanent and b.permanent, f"double-sided {card}: both faces must be permanent"
        assert (a.type, a.level) == (b.type, b.level), f"double-sided {card}: sides differ"


# --- roles -------------------------------------------------------------------------------


def test_role_kinds_match_reference() -> None:
    rows = read_reference("roles.csv")
    assert [row["role"] for row in rows] == [kind.name for kind in ROLE_KINDS], (
        f"roles.csv order {[row['role'] for row in rows]} vs ROLE_KINDS "
        f"{[kind.name for kind in ROLE_KINDS]}"
    )
    mismatches: list[str] = []
    for row, kind in zip(rows, ROLE_KINDS, strict=True):
        where = f"role {row['role']}"
        copies = leading_int(row["copies_in_game"])
        if kind.copies != copies:
            mismatches.append(f"{where}: copies {kind.copies}, reference says {copies}")
        starting = leading_int(row["starting_deck_per_player"])
        if STARTING_DECK.get(kind.key) != starting:
            mismatches.append(
                f"{where}: starting deck {STARTING_DECK.get(kind.key)}, reference says {starting}"
            )
    assert_no_mismatches(mismatches)
    assert set(STARTING_DECK) == {kind.key for kind in ROLE_KINDS}, "STARTING_DECK keys"


def test_role_counts() -> None:
    copies = {kind.name: kind.copies for kind in ROLE_KINDS}
    assert copies == {
        "Survey": 20,
        "Warfare": 16,
        "Colonize": 20,
        "Produce/Trade": 16,
        "Research": 20,
        "Politics": 4,
    }, f"role copies: {copies}"
    assert sum(copies.values()) == 96, f"{sum(copies.values())} role cards, expected 96"
    assert sum(STARTING_DECK.values()) == 10, f"starting deck has {sum(STARTING_DECK.values())}"


def test_role_symbols() -> None:
    rows = {row["role"]: row for row in read_reference("roles.csv")}
    own_role = {
        "survey": Role.SURVEY,
        "warfare": Role.WARFARE,
        "colonize": Role.COLONIZE,
        "research": Role.RESEARCH,
    }
    for kind in ROLE_KINDS:
        printed = rows[kind.name]["symbols_on_card"]
        if kind.key == "politics":
            assert kind.symbols == (), f"Politics has symbols {kind.symbols}"
            assert printed.startswith("none"), f"roles.csv Politics symbols: {printed!r}"
        elif kind.key == "produce-trade":
            assert kind.symbols == (Role.PRODUCE, Role.TRADE), f"Produce/Trade: {kind.symbols}"
            assert "Produce + Trade" in printed, f"roles.csv Produce/Trade symbols: {printed!r}"
        else:
            assert kind.symbols == (own_role[kind.key],), f"{kind.name}: {kind.symbols}"
            assert printed == f"1 {kind.name}", f"roles.csv {kind.name} symbols: {printed!r}"


def test_card_keys() -> None:
    assert len(CARD_KEYS) == 135, f"CARD_KEYS has {len(CARD_KEYS)} entries, expected 135"
    expected_roles = [kind.key for kind in ROLE_KINDS for _ in range(kind.copies)]
    assert list(CARD_KEYS[:96]) == expected_roles, "first 96 CARD_KEYS are not the role cards"
    assert CARD_KEYS[96:] == TECH_CARD_KEYS, "CARD_KEYS[96:] are not the technology cards"
