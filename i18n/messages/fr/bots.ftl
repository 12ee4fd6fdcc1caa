### Bots at the table: bot seats, their levels, the lobby's Add a bot, the server's
### takeover level, the record against bots. Keep en/ and fr/ in step.

bots-name = Bot ({ $level })
bots-name_numbered = Bot { $number } ({ $level })
bots-pick_level = À quel niveau le nouveau bot doit-il jouer ?
bots-added = Un bot rejoint la partie n°{ $game }.
bots-started = { $title } a commencé avec ses bots : son plateau est affiché dans ce salon (ou son fil).
bots-takeover_set = Dans ce serveur, le bot joue désormais au niveau { $level } les places qu’il reprend.

bots-level-easy = facile
bots-level-normal = normal
bots-level-hard = difficile

bots-error-unknown_level = Il n’y a pas de niveau de bot « { $level } » (niveaux : { $levels }).
bots-error-too_many = Cette partie a de la place pour { $count ->
        [one] { $count } bot
       *[other] { $count } bots
    } au plus à côté de vous.
bots-error-no_such_bot = Ce bot n’est plus assis à la partie n°{ $game }.

ui-lobby-bot = Ajouter un bot

ui-lobby_bots-remove = Retirer { $name }

cmd-game-new_bots-bots = Combien de bots prennent place (la partie commence aussitôt s’ils la remplissent)
cmd-game-new_bots-bots_name = bots
cmd-game-new_bots-level = Le niveau des bots
cmd-game-new_bots-level_name = niveau

cmd-settings-bots-name = bots
cmd-settings-bots-description = Le niveau auquel le bot joue une place reprise à un joueur absent (gestionnaires du serveur)
cmd-settings-bots-level = facile, normal ou difficile
cmd-settings-bots-level_name = niveau

stats-bots-title = Contre les bots (à part des parties entre personnes ci-dessus ; selon le plus fort bot de la table) :
stats-bots-line = { $level } : victoires { $wins }/{ $played } ({ $rate })
