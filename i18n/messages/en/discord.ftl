### Slash command names and descriptions. Names: lowercase, no spaces, at most 32 characters;
### descriptions at most 100 characters (Discord's limits).

cmd-game-name = game
cmd-game-description = Play board games here
cmd-game-game = The game number

cmd-game-new-name = new
cmd-game-new-description = Open a lobby for a new game
cmd-game-new-kind = Which game
cmd-game-new-kind_name = kind
cmd-game-new-options = Options, e.g. memory=assist bushes=fixed
cmd-game-new-options_name = options
cmd-game-new-clock = Clock: none, move:24h (per move) or bank:3d+1d/7d (time bank)
cmd-game-new-clock_name = clock

cmd-game-mine-name = mine
cmd-game-mine-description = Your games, and whose turn it is

cmd-game-list-name = list
cmd-game-list-description = The games in this channel

cmd-game-view-name = view
cmd-game-view-description = Your private view of a game

cmd-game-log-name = log
cmd-game-log-description = What happened in a game, as you may see it

cmd-game-cancel-name = cancel
cmd-game-cancel-description = Cancel a game (host or Manage Server)

cmd-game-kick-name = kick
cmd-game-kick-description = Remove a player from your lobby
cmd-game-kick-player = Who to remove
cmd-game-kick-player_name = player

# Clocks and absent players (the absence and settings commands).
cmd-game-resign-name = resign
cmd-game-resign-description = Give up your seat in a game

cmd-game-reclaim-name = reclaim
cmd-game-reclaim-description = Take your seat back from the bot

cmd-move-name = move
cmd-move-description = Play an action in the notation (e.g. b1-c3 NE cw)
cmd-move-action = The action, as the rules' notation writes it
cmd-move-action_name = action
cmd-move-game = The game number (optional when only one waits for you)
cmd-move-game_name = game

cmd-settings-name = settings
cmd-settings-description = Your language and notifications
cmd-settings-on = on
cmd-settings-off = off
cmd-settings-state = on or off
cmd-settings-state_name = state

cmd-settings-language-name = language
cmd-settings-language-description = The language the bot uses with you
cmd-settings-language-choice = auto follows your Discord language

cmd-settings-notifications-name = notifications
cmd-settings-notifications-description = Private notices when it is your turn

cmd-settings-threads-name = threads
cmd-settings-threads-description = Whether games get their own thread here (Manage Server)

cmd-settings-server_language-name = server-language
cmd-settings-server_language-description = The language of games' public messages here (Manage Server)
cmd-settings-server_language-choice = auto follows the server's language in Discord

cmd-settings-vacation-name = vacation
cmd-settings-vacation-description = Pause your clocks in all your games (0 ends it)
cmd-settings-vacation-days = How many days; 0 to come back now
cmd-settings-vacation-days_name = days

cmd-settings-digest-name = digest
cmd-settings-digest-description = One daily digest of your games instead of reminders
cmd-settings-digest-hour = Hour of the digest (UTC, 0-23)
cmd-settings-digest-hour_name = hour

cmd-help-name = help
cmd-help-description = How to play here: the commands and the games
