### /help, and what a newcomer reads: the help page's parts (each game's pitch and first-time
### summary are in the game's own file: `<game>.pitch`, `<game>.first_time`). Keep en/ and fr/ in step.

help-title = **How to play here**
help-start = **Start or join a game**: `{ $new } { $kind }:<game>` opens a lobby (add `{ $bots }:1` to play bots, or `{ $practice }:True` to practise privately, with hints); press **Join** on its card, and the host presses **Start**. `{ $list }` shows this channel's games, `{ $mine }` yours.
help-turn = **Play a turn**: press **Play** (your legal moves, step by step) or type `{ $move } { $action }:<move>`. **My view** or `{ $view }` shows what only you may see; `{ $log }` and `{ $recap }` tell what happened, and `{ $replay }` steps through the game move by move.
help-away = **When you are away**: `{ $vacation } { $days }:<n>` pauses your clocks; the bot plays a seat whose clock ran out until you `{ $reclaim }` it; `{ $resign }` leaves a game.
help-settings = **Settings**: `{ $language }`, `{ $notifications }`, `{ $digest }`; server managers: `{ $threads }`, `{ $server_language }`, `{ $takeover }`.
help-stats = **Stats**: `{ $player }` and `{ $leaderboard }`.
help-flow = **How a game goes**: once started, it gets its own thread, where its boards and its status message (whose turn it is) are posted. You play with buttons, at your own pace; what only you may see (your hand, your pawns, your news) comes privately, by DM or behind **My view**.
help-games = **The games**
help-game = • **{ $name }** ({ $players }): { $pitch }{ $rules }
help-rules = { " " }`{ $command }`
help-players_exact = { $high } players
help-players = { $low }-{ $high } players

refusal-rule = -# The rule: “{ $title }”. See `{ $command }`
refusal-notation = -# How actions are written: type `{ $move } { $action }:` and pick one of your legal actions from its list, or press **{ $play }** under the board.

first_time-heading = -# Your first game of { $kind }: how it goes
