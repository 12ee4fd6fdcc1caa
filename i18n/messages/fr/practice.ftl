### Practice games: `/game new practice:True`, played alone against bots in a private
### thread or DMs, with Hint and Take back; the take-back line of every game's log. Keep [en]
### and [fr] in step.

practice-game_title = { $kind } n°{ $game } (entraînement)
practice-started = La partie d’entraînement n°{ $game } commence contre les bots ! Joueurs, dans l’ordre des places : { $players }. Elle ne compte dans aucune statistique : **Indice** et **Reprendre** sont dans votre sélecteur.
practice-in_thread = { $title } a commencé dans { $where }, un fil privé rien qu’à vous.
practice-in_dms = { $title } a commencé dans nos messages privés.
practice-dm_opening = Votre partie d’entraînement de { $kind } se joue ici, dans nos messages privés : son plateau suit.
practice-thread_name = Entraînement · { $kind }
practice-hint = **Indice** (ce que jouerait le bot { $level } depuis votre vue) : **{ $action }** (`{ $notation }`)
    { $reason }
practice-taken_back = ↩ Repris : { $count ->
        [one] { $count } action annulée
       *[other] { $count } actions annulées
    }, votre vue est comme avant votre dernière action.

practice-reason-playouts = { $playouts ->
        [one] La seule partie que le bot a jouée d’ici après elle lui donne { $rate } de chances de gagner.
       *[other] Les { $playouts } parties que le bot a jouées d’ici après elle lui donnent { $rate } de chances de gagner.
    }
practice-reason-only = C’est la seule action à envisager ici.
practice-reason-rule = Le bot joue cette étape selon sa règle, sans jouer de parties d’essai : un choix raisonnable, pas un choix éprouvé.

practice-error-no_bots = Une partie d’entraînement se joue contre au moins un bot.
practice-error-dms_closed = Je ne peux pas ouvrir de fil privé ici, et vos messages privés me sont fermés : ouvrez-les pour vous entraîner (ou jouez où je peux ouvrir des fils privés).
practice-error-only_practice = Les indices et les reprises sont réservés aux parties d’entraînement, et la partie n°{ $game } n’en est pas une.
practice-error-no_hint = Vous n’avez rien à jouer dans la partie n°{ $game } pour l’instant, donc pas d’indice.

takeback-line = { $player } a ramené la partie là où elle en était après l’action { $seq } ({ $count ->
        [one] { $count } action annulée
       *[other] { $count } actions annulées
    }).
takeback-button = Reprendre
takeback-done = ↩ Repris : votre dernière action dans la partie n°{ $game } est annulée, et la table en est informée. Votre vue est comme avant elle.

takeback-error-nothing = Vous n’avez rien à reprendre dans la partie n°{ $game }.
takeback-error-not_fair = Vous ne pouvez pas reprendre dans la partie n°{ $game } maintenant : seule votre dernière action peut être reprise, et seulement tant qu’elle ou ce qui la suit n’a rien montré de caché (un retournement, une pioche, une révélation, une phase résolue) et qu’aucun autre joueur n’a joué.

ui-practice-hint = Indice
ui-practice-takeback = Reprendre

cmd-game-new_practice-practice = S’entraîner seul contre des bots, en privé (votre fil ou vos messages privés) ; jamais compté
cmd-game-new_practice-practice_name = entrainement
