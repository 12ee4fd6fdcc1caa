"""`/rules` through Discord (the fake): pages answer privately with their two pictures, turn
with Previous and Next (still private, in the reader's language), the topic autocompletes,
and a bad topic or game is refused in a private sentence."""

from __future__ import annotations

import i18n
from games import get_engine
from tests.fake_discord.interactions import InteractionResult

from .conftest import Table, open_lobby

TOPICS = [page.topic for page in get_engine("ostriches").rule_pages()]


def assert_page(answer: InteractionResult, title: str) -> None:
    """A private page: its title, two PNG pictures, Previous and Next."""
    assert answer.ephemeral, answer
    assert title in answer.content, answer.content
    assert [a.filename for a in answer.attachments] == ["before.png", "after.png"]
    assert all(a.data.startswith(b"\x89PNG") for a in answer.attachments)
    assert answer.message is not None
    ids = [c["custom_id"] for c in answer.message.all_components() if "custom_id" in c]
    assert [i.rsplit(":", 1)[1] for i in ids] == ["prev", "next"], ids


async def test_pages_turn_privately_in_both_languages(table: Table) -> None:
    async with table.bot():
        for lang, locale in (("en", "en-US"), ("fr", "fr")):
            answer = await table.fake.slash(table.alice, table.channel, "rules",
                                            options={"game": "ostriches"}, locale=locale)
            assert_page(answer, i18n.t("rules.ostriches.placement.title", lang))
            assert i18n.t("rules.next", lang) in str(answer.components)
            prev = answer.message.find_component("rules:ostriches:placement:prev")
            assert prev.get("disabled"), prev  # the first page has no previous one
            message = answer.message
            for topic in TOPICS[1:3]:
                turned = await table.fake.press(table.alice, message,
                                                f"rules:ostriches:{topic}:next", locale=locale)
                assert turned.callback_type == 7, turned
                message = turned.message
                assert message is not None and table.fake.is_public(message) is False
                assert i18n.t(f"rules.ostriches.{topic}.title", lang) in message.content
                assert [a.filename for a in message.attachments] == ["before.png", "after.png"]
            back = await table.fake.press(table.alice, message,
                                          f"rules:ostriches:{TOPICS[1]}:prev", locale=locale)
            assert back.message is not None
            assert i18n.t(f"rules.ostriches.{TOPICS[1]}.title", lang) in back.message.content


async def test_a_topic_opens_its_page_and_the_last_has_no_next(table: Table) -> None:
    async with table.bot():
        answer = await table.fake.slash(table.bob, table.channel, "rules",
                                        options={"game": "ostriches", "topic": "win"})
        assert_page(answer, i18n.t("rules.ostriches.win.title", "en"))
        assert f"(rules, page 9/{len(TOPICS)})" in answer.content
        last = await table.fake.slash(table.bob, table.channel, "rules",
                                      options={"game": "ostriches", "topic": TOPICS[-1]})
        assert last.message is not None
        assert last.message.find_component(f"rules:ostriches:{TOPICS[-1]}:next").get("disabled")


async def test_pages_of_words_only_show_and_turn_without_pictures(table: Table) -> None:
    """The house rules and our choices are words only: sent without pictures, and turning
    from a picture page to them drops the pictures, and back brings them again."""
    async with table.bot():
        for lang, locale in (("en", "en-US"), ("fr", "fr")):
            answer = await table.fake.slash(table.alice, table.channel, "rules",
                                            options={"game": "scramble", "topic": "house"},
                                            locale=locale)
            assert answer.ephemeral and not answer.attachments, answer
            assert i18n.t("rules.scramble.house.title", lang) in answer.content
            assert i18n.t("rules.scramble.house.text", lang) in answer.content
            assert answer.message is not None
            back = await table.fake.press(table.alice, answer.message,
                                          "rules:scramble:win:prev", locale=locale)
            assert back.message is not None and not table.fake.is_public(back.message)
            assert [a.filename for a in back.message.attachments] == ["before.png", "after.png"]
            words = await table.fake.press(table.alice, back.message,
                                           "rules:scramble:house:next", locale=locale)
            assert words.message is not None and words.message.attachments == ()
            assert i18n.t("rules.scramble.house.title", lang) in words.message.content
            choices = await table.fake.press(table.alice, words.message,
                                             "rules:scramble:choices:next", locale=locale)
            assert choices.message is not None and choices.message.attachments == ()
            assert i18n.t("rules.scramble.choices.title", lang) in choices.message.content
            assert choices.message.find_component("rules:scramble:choices:next").get("disabled")


async def test_zigzag_pages_turn_privately_in_both_languages(table: Table) -> None:
    zigzag = [page.topic for page in get_engine("zigzag").rule_pages()]
    assert zigzag == ["setup", "course", "collect_turns", "collect_live", "stop", "run", "goal",
                      "longer", "house", "choices"]
    async with table.bot():
        for lang, locale in (("en", "en-US"), ("fr", "fr")):
            answer = await table.fake.slash(table.bob, table.channel, "rules",
                                            options={"game": "zigzag"}, locale=locale)
            assert_page(answer, i18n.t("rules.zigzag.setup.title", lang))
            message = answer.message
            assert message is not None
            for topic in zigzag[1:]:
                turned = await table.fake.press(table.bob, message, f"rules:zigzag:{topic}:next",
                                                locale=locale)
                message = turned.message
                assert message is not None and table.fake.is_public(message) is False
                assert i18n.t(f"rules.zigzag.{topic}.title", lang) in message.content
                pictures = [] if topic in ("house", "choices") else ["before.png", "after.png"]
                assert [a.filename for a in message.attachments] == pictures, topic
            assert table.fake.public_attachments() == []


async def test_topics_autocomplete_in_the_readers_language(table: Table) -> None:
    async with table.bot():
        offered = await table.fake.autocomplete(table.alice, table.channel, "rules", "topic",
                                                options={"game": "ostriches", "topic": ""})
        assert [c["value"] for c in offered] == TOPICS
        offered = await table.fake.autocomplete(table.alice, table.channel, "rules", "topic",
                                                options={"game": "ostriches", "topic": "œil"},
                                                locale="fr")
        assert [c["value"] for c in offered] == ["eye"]
        for game in ("zigzag", "scramble"):
            offered = await table.fake.autocomplete(table.alice, table.channel, "rules", "topic",
                                                    options={"game": game, "topic": ""})
            assert [c["value"] for c in offered] == [
                page.topic for page in get_engine(game).rule_pages()]
        offered = await table.fake.autocomplete(table.alice, table.channel, "rules", "topic",
                                                options={"game": "zigzag", "topic": "maison"},
                                                locale="fr")
        assert [c["value"] for c in offered] == ["house"]


async def test_an_unknown_topic_is_refused_privately(table: Table) -> None:
    async with table.bot():
        answer = await table.fake.slash(table.alice, table.channel, "rules",
                                        options={"game": "ostriches", "topic": "castling"})
        assert answer.ephemeral and not answer.attachments, answer
        assert answer.content == i18n.t("rules.error.unknown_topic", "en", topic="castling",
                                        game="ostriches", topics=", ".join(TOPICS))


async def test_a_page_button_forged_onto_a_public_post_answers_privately(table: Table) -> None:
    """A rules button pressed on a public post (a forged custom_id: Discord would not offer
    one there) answers with the page privately and never turns that post into a page."""
    async with table.bot():
        _, lobby = await open_lobby(table)
        before = lobby.content, lobby.attachments
        forged = await table.fake.press_custom(table.carol, lobby, "rules:ostriches:win:next")
        assert_page(forged, i18n.t("rules.ostriches.win.title", "en"))
        lobby = table.fake.message(lobby.id)
        assert (lobby.content, lobby.attachments) == before  # the public post is untouched
