"""What a newcomer reads: the `/help` page, and the summary that opens a player's private
view in their first game of a kind. Both come from the catalog, in the reader's language, and
name the games the registry holds (each game's words are its own catalog entries)."""

from __future__ import annotations

from collections.abc import Mapping

import i18n
from games import engine_names, get_engine

HELP_PARTS = ("start", "turn", "away", "settings", "stats", "flow")
"""The help page's paragraphs, in order: what people do, then how a game goes."""

COMMANDS = {
    "new": "game.new", "list": "game.list", "mine": "game.mine", "move": "move",
    "view": "game.view", "log": "game.log", "recap": "game.recap", "replay": "game.replay",
    "reclaim": "game.reclaim",
    "resign": "game.resign", "vacation": "settings.vacation", "language": "settings.language",
    "notifications": "settings.notifications", "digest": "settings.digest",
    "threads": "settings.threads", "server_language": "settings.server_language",
    "takeover": "settings.bots", "player": "stats.player", "leaderboard": "stats.leaderboard",
}
"""The commands the help page names, by their place in the command catalog (`cmd.<path>`)."""

OPTIONS = {"kind": "game.new.kind_name", "bots": "game.new_bots.bots_name",
           "practice": "game.new_practice.practice_name",
           "action": "move.action_name", "days": "settings.vacation.days_name"}
"""The options the help page names, by their catalog key under `cmd.`."""


def command_text(path: str, lang: str | None) -> str:
    """A command as the reader types it, in their language: `game.new` is "/game new" in
    English, "/partie nouvelle" in French."""
    steps = path.split(".")
    return "/" + " ".join(i18n.t(f"cmd.{'.'.join(steps[:depth])}.name", lang)
                          for depth in range(1, len(steps) + 1))


def command_names(lang: str | None) -> dict[str, str]:
    """The help page's command and option placeholders, filled in the reader's language."""
    names = {name: command_text(path, lang) for name, path in COMMANDS.items()}
    names.update({name: i18n.t(f"cmd.{key}", lang) for name, key in OPTIONS.items()})
    return names


def players_text(kind: str, lang: str | None) -> str:
    """How many play a game: "2 players", "2-6 players"."""
    engine = get_engine(kind)
    low, high = engine.min_players, engine.max_players
    return i18n.t("help.players_exact" if low == high else "help.players", lang,
                  low=low, high=high)


def rules_command(kind: str, lang: str | None, topic: str | None = None) -> str:
    """The `/rules` command that opens a game's rules (at page `topic`), as the reader types
    it in their Discord: "/rules game:Ostriches topic:rotation", "/règles jeu:Autruches
    sujet:rotation" (a topic is the same word in every language)."""
    command = (f"{command_text('rules', lang)} {i18n.t('cmd.rules.game_name', lang)}:"
               f"{i18n.t(f'game_name.{kind}', lang)}")
    return command if topic is None else f"{command} {i18n.t('cmd.rules.topic_name', lang)}:{topic}"


def game_line(kind: str, lang: str | None) -> str:
    """One game on the help page: its name, how many play it, its pitch, and where its rules
    are (`/rules`, as the reader's Discord names it, for a game that has rule pages)."""
    rules = i18n.t("help.rules", lang, command=rules_command(kind, lang)) \
        if get_engine(kind).rule_pages() else ""
    return i18n.t("help.game", lang, name=i18n.t(f"game_name.{kind}", lang),
                  players=players_text(kind, lang), pitch=i18n.t(f"{kind}.guide.pitch", lang),
                  rules=rules)


def help_page(lang: str | None) -> str:
    """The one `/help` page: the commands by what people do, how a game goes, and each
    registered game with a pointer to its rules."""
    names = command_names(lang)
    parts = [i18n.t("help.title", lang),
             *(i18n.t(f"help.{part}", lang, **names) for part in HELP_PARTS),
             i18n.t("help.games", lang), *(game_line(kind, lang) for kind in engine_names())]
    return "\n".join(parts)


def first_time_summary(kind: str, lang: str | None,
                       options: Mapping[str, object] | None = None) -> str:
    """The three lines that open a newcomer's private view: the goal and how a turn goes,
    as this game's options play it (Zig Zag's collecting in turns or live): the catalog
    selects on the options' words."""
    heading = i18n.t("first_time.heading", lang, kind=i18n.t(f"game_name.{kind}", lang))
    worded = {name: value for name, value in (options or {}).items()
              if isinstance(value, str) and name.isidentifier()}
    return f"{heading}\n{i18n.t(f'{kind}.guide.first_time', lang, **worded)}"
