"""The bottom of the sessions layer: the models every capability hands on, errors, outgoing
messages, the event log, clocks and their rules, vacations, who reaches a game (access) and
who acts for a seat, fairness records, process ownership, the one replay, and the ports the
composition root fills in. Nothing here imports another capability."""

from .access import GAME_NUMBER_DIGITS, Caller, can_reach, game_number, manages
from .clock_rules import (
    NO_CLOCK,
    ClockPolicy,
    ClockSpec,
    clock_text,
    duration_text,
    parse_clock,
    quoted,
)
from .errors import SessionError, StaleVersion, UserError
from .eventlog import events_from_json, events_to_json
from .fairness import FairRecord, commitment, record_filename
from .info import info_from_bundle, outcome_from_json, waiting_seats
from .models import ActResult, Choice, Game, GameInfo, Player, TakenBack
from .outgoing import Line, OutgoingMessage
from .ownership import LeaseLost, Ownership, SharedOwnership
from .replay import replay, replay_steps
from .seeds import decision_seed
from .time_source import Clock, ManualClock, SystemClock
from .vacation import days_left
from .votes import CHOICES, VoteChoice

__all__ = [
    "CHOICES", "GAME_NUMBER_DIGITS", "NO_CLOCK", "ActResult", "Caller", "Choice", "Clock",
    "ClockPolicy", "ClockSpec", "FairRecord", "Game", "GameInfo", "LeaseLost", "Line",
    "ManualClock", "OutgoingMessage", "Ownership", "Player", "SessionError", "SharedOwnership",
    "StaleVersion", "SystemClock", "TakenBack", "UserError", "VoteChoice", "can_reach",
    "clock_text", "commitment", "days_left", "decision_seed", "duration_text",
    "events_from_json", "events_to_json", "game_number", "info_from_bundle", "manages",
    "outcome_from_json", "parse_clock", "quoted", "record_filename", "replay", "replay_steps",
    "waiting_seats",
]
