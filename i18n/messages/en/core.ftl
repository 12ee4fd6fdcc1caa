### Game-agnostic messages: lobby, turns, errors. Keep en/ and fr/ in step.

language_name-en = English
language_name-fr = French

game_name-ostriches = Ostriches
game_name-scramble = Ostrich Scramble
game_name-zigzag = Zig Zag

option-unknown = There is no option “{ $option }” (options: { $known }).
option-bad_bool = Option { $option } takes yes or no, not “{ $value }”.
option-bad_int = Option { $option } takes a whole number, not “{ $value }”.
option-out_of_range = Option { $option } must be between { $low } and { $high } (got { $value }).
option-bad_choice = Option { $option } takes one of { $choices }, not “{ $value }”.
option-shown = { $name }: { $value }
option-on = on
option-off = off

error-stale = This message is out of date: game #{ $game } has moved on. Here is where it stands now.
error-press_moved_on = Game #{ $game } moved on before your press arrived (a turn or a phase ended), so nothing was played. Here is where it stands now.
error-press_done = Your part in game #{ $game } was already played (an earlier press of yours), so nothing more was played. Here is where it stands now.
error-press_taken = Another action in game #{ $game } came first: `{ $action }` is no longer possible, so nothing was played. Here is where it stands now.
error-no_such_game = There is no game #{ $game }.
error-no_game_here = There is no game #{ $game } here.
error-bad_game_number = A game number is a whole number, like 12.
error-too_many_lobbies = { $count ->
        [one] You already host { $count } open lobby: start or cancel it before opening another.
       *[other] You already host { $count } open lobbies: start or cancel one of them before opening another.
    }
error-action_too_long = That is no action: an action is at most { $max ->
        [one] { $max } character
       *[other] { $max } characters
    } long. Nothing was played.
error-not_started = Game #{ $game } has not started yet.
error-record_after_end = The full record of game #{ $game } is shown once it is over.
error-unknown_game = There is no game called “{ $kind }”.
error-already_joined = You already have a seat in game #{ $game }.
error-full = Game #{ $game } is full.
error-host_cannot_leave = You are the host of game #{ $game }: cancel it instead of leaving.
error-not_in_game = You are not playing in game #{ $game }.
error-host_only = Only the host of game #{ $game } can do that.
error-target_not_in_game = That player has no seat in game #{ $game }.
error-player_count = This game needs { $low } to { $high } players; { $count ->
        [one] there is { $count }
       *[other] there are { $count }
    }.
error-player_count_exact = This game needs { $high } players; { $count ->
        [one] there is { $count }
       *[other] there are { $count }
    }.
error-game_over = Game #{ $game } is over.
error-cancel_forbidden = Only the host or someone with Manage Server can cancel game #{ $game }.
error-already_started = Game #{ $game } has already started.
error-not_your_turn = It is not your turn in game #{ $game }: waiting for { $waiting }.
error-bad_options_syntax = Options are written name=value (e.g. memory=assist); “{ $token }” is not.
error-internal = Something went wrong on our side. Nothing was changed; please try again.
error-manage_server_only = Only someone with Manage Server can change that.
error-server_only = That setting only exists in a server.
error-which_game = Several games are waiting for you: say which with the game option.
error-nothing_to_play = No game is waiting for you right now.
error-bad_value = One of the values you gave is not valid here. Nothing was changed.
error-busy = The bot is very busy right now. Nothing was changed; please try again in a moment.

game-started = Game #{ $game } begins! Players, in seat order: { $players }.
game-cancelled = Game #{ $game } was cancelled by { $by }.

# Clocks, reminders, votes on absent players, the bot standing in, resigning, vacations.
# Times like { $when }, { $until } and { $closes } are chat timestamps shown in each reader's zone.
game-outcome-resigned = { $player } resigned: { $winners } wins.
game-outcome-abandoned = The game was ended by vote: no winner.
game-outcome-leader = The game was ended by vote: { $winners }, in the lead, wins.

lobby-expired = This lobby closed: nobody started the game within { $hours } h.

turn-your_turn = Your turn in { $kind } #{ $game }.
turn-news = You have news in { $kind } #{ $game }: open My view.

turn-notice-title = **Your turn in { $title }.**
turn-notice-since_last = Since your last move:
turn-notice-since_start = Since the game began:
turn-notice-earlier = … { $count } earlier (/game recap tells them all)

settings-language_set = Done: I will speak to you in English.
settings-notifications_on = Private turn notices are on.
settings-notifications_off = Private turn notices are off. /game mine still shows whose turn it is.
settings-threads_on = New games in this server will get their own thread.
settings-threads_off = New games in this server will stay in their channel.
settings-server_language_set = New games in this server will speak { $language } in public.
settings-server_language_auto = New games in this server will speak the server's language in public, as Discord gives it.

settings-vacation-on = Enjoy your break! Your clocks are paused until { $until }. Days left this year: { $left }.
settings-vacation-off = Welcome back: your clocks run again. Days left this year: { $left }.

settings-digest-on = You will get one daily digest at { $hour }:00 UTC, instead of reminders.
settings-digest-off = No more digest: you will get reminders when your time runs low.

ui-game_title = { $kind } #{ $game }
ui-waiting_for = Waiting for: { $players }
ui-last = Last: { $what }
ui-players = Players ({ $count } of { $low } to { $high })
ui-players_exact = Players ({ $count } of { $high })
ui-options = Options
ui-back = Back
ui-choose = Choose…
ui-pick = **{ $title }**: choose your action.
ui-pick_label = { $verb }: { $what }
ui-so_far = So far: { $choice }
ui-draft_hint = Green sends your turn as it stands; grey adds a step you can still take back with Back.
ui-sends = sends your turn
ui-played = You played `{ $action }` in { $title }.
ui-not_played = The game ended, so `{ $steps }` was not played.
ui-spectator = spectator
ui-my_view = My view
ui-play = Play
ui-cancelled = { $title } is cancelled.
ui-lobby_opened = { $title } is open: its lobby is posted in this channel, where players join with its buttons.
ui-kicked = { $player } was removed from { $title }.
ui-log_tail = (last { $shown } of { $total ->
        [one] { $total } line
       *[other] { $total } lines
    })
ui-no_games_mine = You are in no game right now. Start one with /game new.
ui-no_games_here = No game in this channel. Start one with /game new.

ui-status-lobby = Waiting for players to join
ui-status-active = In play
ui-status-finished = Finished
ui-status-cancelled = Cancelled

ui-lobby-join = Join
ui-lobby-leave = Leave
ui-lobby-start = Start
ui-lobby-cancel = Cancel

ui-card-in_thread = In play in { $thread }.
ui-card-here = In play here.

ui-clock-label = Clock

ui-vote-more_time = More time
ui-vote-auto = Let the bot play
ui-vote-end = End the game
ui-vote-reclaim = Take my seat back
ui-vote-tally = Votes so far: { $ballots }
ui-vote-ballot = { $player }: { $choice }
ui-vote-taken = Your vote for “{ $choice }” is counted.
ui-vote-decided = Decided: { $choice }.
ui-vote-resigned = You resigned from { $title }.
ui-vote-reclaimed = Your seat in { $title } is yours again.

clock-bot_plays = The bot plays for { $player }.
clock-timed_out = { $player } has run out of time.
clock-nobody_to_ask = Nobody else is left to ask: the bot plays for them from now on.
clock-vote_ask = Everyone still playing ({ $voters }), what now? Give { $player } more time, let the bot play for them, or end the game. The majority decides; the vote closes { $closes }. { $player }: just play your move to keep your seat.
clock-vote_returned = { $player } played: the vote about them is over.
clock-vote_expired = The vote closed without a majority.
clock-vote_more_time = { $player } gets more time.
clock-vote_auto = The bot plays for { $player } from now on. { $player } can take the seat back at any time.
clock-vote_end = The players chose to end the game instead of waiting for { $player }.
clock-resigned = { $player } resigned.
clock-resigned_bot = The bot plays { $player }’s seat to the end of the game.
clock-reclaimed = { $player } is back and plays their own seat again.
clock-remind_half = Half of your time in { $kind } #{ $game } is gone: it runs out { $when }.
clock-remind_tenth = Only a tenth of your time is left in { $kind } #{ $game }: it runs out { $when }.
clock-digest_title = Your daily digest: { $count ->
        [one] { $count } game
       *[other] { $count } games
    } waiting for you.
clock-digest_game = · { $kind } #{ $game }: your time runs out { $when }
clock-digest_game_untimed = · { $kind } #{ $game }

clock-unit-days = { $n } d
clock-unit-hours = { $n } h
clock-unit-minutes = { $n } min

clock-kind-none = no clock
clock-kind-move = { $time } per move
clock-kind-bank = a bank of { $time }, plus { $increment } per move
clock-kind-cap = (at most { $time })

clock-note-deadline = due { $when }
clock-note-timed_out = out of time, the others are voting
clock-note-bot = the bot plays
clock-note-resigned = resigned
clock-note-away = on vacation until { $until }

clock-notice-away = { $player } is on vacation until { $until }: their clock is paused.
clock-notice-bot = The bot plays for { $player }.
clock-notice-resigned = { $player } resigned; the bot plays their seat.

clock-error-syntax = “{ $text }” is not a clock. Write none, move:24h (a time per move) or bank:3d+1d/7d (a time bank: start, added per move, maximum).
clock-error-duration = “{ $text }” is not a duration. Write it with d, h and m, e.g. 24h, 3d, 1d12h or 90m.
clock-error-range = “{ $text }” is out of range: a clock’s durations go from { $low } to { $high }.
clock-error-cap = The bank’s maximum ({ $cap }) cannot be less than what it starts with ({ $initial }).
clock-error-vacation_allowance = You cannot take { $days ->
        [one] { $days } day
       *[other] { $days } days
    } of vacation: { $left } of your { $total ->
        [one] { $total } day
       *[other] { $total } days
    } { $left ->
        [one] is
       *[other] are
    } left this year.
clock-error-not_on_vacation = You are not on vacation.
clock-error-already_resigned = You have already resigned from game #{ $game }.
clock-error-resigned_for_good = You resigned from game #{ $game }: the seat stays with the bot.
clock-error-not_auto = The bot is not playing for you in game #{ $game }: your seat is yours.
clock-error-bot_plays = The bot plays your seat in game #{ $game } now: press **Take my seat back** or use `/game reclaim` to play it yourself again.
clock-error-no_such_vote = That vote does not belong to game #{ $game }.
clock-error-vote_closed = That vote in game #{ $game } is already over.
clock-error-vote_own_seat = This vote is about you: play your move in game #{ $game } to keep your seat.
clock-error-vote_not_voter = Only the players still at the table vote in game #{ $game }.

# The Play picker beyond its choices: Play pressed while the game waits for others, and the
# confirmation an action that cannot be taken back asks when played out of turn.
picker-not_your_turn = **{ $title }**: it is not your turn.
picker-anytime = You may still play what the rules allow at any moment.
picker-anytime_confirm = What cannot be taken back asks you to confirm first.

confirm-ask = **{ $title }**: **{ $action }** cannot be taken back, and it changes the game for everyone.
confirm-how = Press **{ $button }** to play it, or Back to leave it.
confirm-button = Yes: { $action }

confirm-consequence-zigzag-stop = Collecting ends at once, for every player: each runs with the cards they hold. If a card is still face down and you miss your goal, the top card of the supply is added to your course as a penalty.
