### Bots at the table: bot seats, their levels, the lobby's Add a bot, the server's
### takeover level, the record against bots. Keep en/ and fr/ in step.

bots-name = Bot ({ $level })
bots-name_numbered = Bot { $number } ({ $level })
bots-pick_level = Which level should the new bot play at?
bots-added = A bot joins game #{ $game }.
bots-started = { $title } has started with its bots: its board is posted in this channel (or its thread).
bots-takeover_set = In this server the bot now plays the seats it takes over at the { $level } level.

bots-level-easy = easy
bots-level-normal = normal
bots-level-hard = hard

bots-error-unknown_level = There is no bot level “{ $level }” (levels: { $levels }).
bots-error-too_many = This game has room for at most { $count ->
        [one] { $count } bot
       *[other] { $count } bots
    } beside you.
bots-error-no_such_bot = That bot no longer sits in game #{ $game }.

ui-lobby-bot = Add a bot

ui-lobby_bots-remove = Remove { $name }

cmd-game-new_bots-bots = How many bots take seats (the game starts at once when they fill it)
cmd-game-new_bots-bots_name = bots
cmd-game-new_bots-level = The bots' level
cmd-game-new_bots-level_name = level

cmd-settings-bots-name = bots
cmd-settings-bots-description = The level the bot plays a seat it takes over from an absent player (server managers)
cmd-settings-bots-level = easy, normal or hard
cmd-settings-bots-level_name = level

stats-bots-title = Against bots (apart from the games between people above; by the strongest bot at the table):
stats-bots-line = { $level }: wins { $wins }/{ $played } ({ $rate })
