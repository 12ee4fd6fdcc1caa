### Practice games: `/game new practice:True`, played alone against bots in a private
### thread or DMs, with Hint and Take back; the take-back line of every game's log. Keep [en]
### and [fr] in step.

practice-game_title = { $kind } #{ $game } (practice)
practice-started = Practice game #{ $game } begins against the bots! Players, in seat order: { $players }. It counts in no statistics: **Hint** and **Take back** are in your picker.
practice-in_thread = { $title } has started in { $where }, a private thread of your own.
practice-in_dms = { $title } has started in our DMs.
practice-dm_opening = Your practice game of { $kind } is played here, in our DMs: its board comes next.
practice-thread_name = Practice · { $kind }
practice-hint = **Hint** (what the { $level } bot would play from your view): **{ $action }** (`{ $notation }`)
    { $reason }
practice-taken_back = ↩ Taken back: { $count ->
        [one] { $count } action
       *[other] { $count } actions
    } undone, your view is as it was before your last action.

practice-reason-playouts = { $playouts ->
        [one] The one game the bot played out from here after it gives it a { $rate } chance of winning.
       *[other] The { $playouts } games the bot played out from here after it give it a { $rate } chance of winning.
    }
practice-reason-only = It is the only action worth considering here.
practice-reason-rule = The bot plays this step by its rule, without playing games out: a sensible choice, not a tested one.

practice-error-no_bots = A practice game is played against at least one bot.
practice-error-dms_closed = I cannot open a private thread here, and your DMs are closed to me: open them to practise (or play a practice game where I may open private threads).
practice-error-only_practice = Hints and take-backs are for practice games only, and game #{ $game } is not one.
practice-error-no_hint = There is nothing for you to play in game #{ $game } now, so no hint.

takeback-line = { $player } took back the game to where it stood after action { $seq } ({ $count ->
        [one] { $count } action
       *[other] { $count } actions
    } undone).
takeback-button = Take back
takeback-done = ↩ Taken back: your last action in game #{ $game } is undone, and the table has been told. Your view is as it was before it.

takeback-error-nothing = You have nothing to take back in game #{ $game }.
takeback-error-not_fair = You cannot take back in game #{ $game } now: only your own last action may be taken back, and only until it or anything after it shows something hidden (a flip, a draw, a reveal, a phase resolved) or another player acts.

ui-practice-hint = Hint
ui-practice-takeback = Take back

cmd-game-new_practice-practice = Practise alone against bots, privately (your own thread or DMs); never counted
cmd-game-new_practice-practice_name = practice
