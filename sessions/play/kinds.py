"""The games one may open, as the layer above offers them: their names, how many seats each
takes, and the options a lobby may set, completed as they are typed. The engines say it
all; this is where the layers above ask, so that they need not know the engines."""

from __future__ import annotations

from games import engine_names, get_engine

from ..words.presenter import option_text

TYPED_MAX = 100  # an options text longer than this cannot complete to a choice


def game_kinds() -> list[str]:
    """The name of every game one may open (`ostriches`, `scramble`, `zigzag`), in the
    registry's order: the choices of a command's game option."""
    return engine_names()


def seat_range(kind: str) -> tuple[int, int]:
    """The fewest and the most seats a game of `kind` takes, for a lobby to say how many
    players it still needs."""
    engine = get_engine(kind)
    return engine.min_players, engine.max_players


def option_suggestions(kind: str, current: str) -> list[str]:
    """Completions of the options text of a game of `kind`: the last word completed with
    every value its option may take, options already given left out."""
    head, _, last = current[:TYPED_MAX].rpartition(" ")
    taken = {token.partition("=")[0] for token in head.split()}
    suggestions = []
    for spec in get_engine(kind).options:
        if spec.name in taken:
            continue
        if spec.choices is not None:
            values = [str(choice) for choice in spec.choices]
        elif isinstance(spec.default, bool):
            values = ["true", "false"]
        else:
            values = [str(spec.default)]
        for value in values:
            token = f"{spec.name}={value}"
            if token.startswith(last.lower()):
                suggestions.append(f"{head} {token}".strip())
    return suggestions


def option_choice_name(kind: str, suggestion: str, lang: str) -> str:
    """How an options suggestion reads in the list: as typed, then its last option in
    words in the reader's language (`memory=assist · Aide-mémoire : assistée`)."""
    name, _, value = suggestion.rpartition(" ")[2].partition("=")
    spec = next((spec for spec in get_engine(kind).options if spec.name == name), None)
    if spec is None:
        return suggestion
    try:
        coerced = spec.coerce(value)
    except ValueError:
        return suggestion
    return f"{suggestion} · {option_text(kind, name, coerced, lang)}"
