### Zig Zag: every message of the game (events, refusals, options, image labels). Keep en/ and fr/ in step.

zigzag-terrain-bluetile = carreaux bleus
zigzag-terrain-beigetile = carreaux beiges
zigzag-terrain-clay = argile
zigzag-terrain-field = champ
zigzag-terrain-water = eau
zigzag-terrain-cobble = pavés
zigzag-terrain-meadow = prairie
zigzag-terrain-sand = sable

zigzag-token-flip = Retourner
zigzag-token-take = Prendre
zigzag-token-leave = Laisser
zigzag-token-pass = Passer
zigzag-token-stop = Stop !
zigzag-token-go = Avancer
zigzag-token-goal = Arrivée
zigzag-token-discard = Défausser
zigzag-token-next = Poser ensuite
zigzag-token-order = Poser dans l’ordre
zigzag-token-bluetile = carreaux bleus
zigzag-token-beigetile = carreaux beiges
zigzag-token-clay = argile
zigzag-token-field = champ
zigzag-token-water = eau
zigzag-token-cobble = pavés
zigzag-token-meadow = prairie
zigzag-token-sand = sable

zigzag-pick-discard = Défausser
zigzag-pick-next = Poser ensuite
zigzag-pick-order = Poser dans l’ordre
zigzag-pick-flip = Retourner une carte
zigzag-pick-flip_range = Retourner une carte parmi
zigzag-pick-take = Prendre une carte visible
zigzag-pick-take_range = Prendre une carte visible parmi
zigzag-pick-take_flipped = Prendre la carte retournée
zigzag-pick-leave = La laisser face visible
zigzag-pick-pass = Passer
zigzag-pick-stop = Stop !
zigzag-pick-go = Avancer votre pion
zigzag-pick-goal = Entrer dans l’arrivée

zigzag-pick_help-discard = Mettez ces deux cartes de côté, en secret, avant de poser votre parcours.
zigzag-pick_help-next = Posez cette carte au bout de votre parcours.
zigzag-pick_help-order = Posez ces cartes au bout de votre parcours, dans cet ordre.
zigzag-pick_help-flip = Retournez-la face visible : puis prenez-la ou laissez-la.
zigzag-pick_help-flip_range = Choisissez parmi ces emplacements de la table.
zigzag-pick_help-take = Elle va sous votre pile de ramassage.
zigzag-pick_help-take_range = Choisissez parmi ces emplacements de la table.
zigzag-pick_help-take_flipped = Elle va sous votre pile de ramassage.
zigzag-pick_help-leave = La carte reste face visible, libre pour tous.
zigzag-pick_help-pass = Ne rien faire ce tour ; si tous passent à la suite, le ramassage s’arrête.
zigzag-pick_help-stop = Le ramassage s’arrête pour tous ; pénalité possible s’il reste des cartes cachées.
zigzag-pick_help-go = La case où va votre pion avec cette carte.
zigzag-pick_help-goal = Votre pion atteint l’arrivée avec cette carte.

zigzag-option-mode = Comment les joueurs ramassent les cartes terrain

zigzag-option-mode-turns = Tour par tour : un joueur à la fois (jeu asynchrone)
zigzag-option-mode-live = En direct : tout le monde en même temps, comme autour de la table

zigzag-option-peek = Laisser chacun voir sa propre pile (règle maison ; activé par défaut en ramassage à tour de rôle, désactivé en direct)

zigzag-option-peek-on = Oui : vous voyez votre pile, dans l’ordre (règle maison pour jouer sur plusieurs jours)
zigzag-option-peek-off = Non : retenez votre pile vous-même, comme autour de la table

zigzag-option-autopilot = Choisir automatiquement la case la plus avancée quand plusieurs conviennent
zigzag-option-places = Continuer la course pour les 2e, 3e... places après le vainqueur
zigzag-option-races = Courses : 1 (la partie simple), long (la partie longue de la règle : 4 courses à 2 ou 4 joueurs, 3 à 3) ou un nombre jusqu’à 4
zigzag-option-rounds = Nombre maximal de manches par course, 0 sans limite (règle maison ; à la limite, en partie simple, le pion le plus proche de l’arrivée gagne)
zigzag-option-rules = Version des règles : 2, par défaut, le livret tel qu’imprimé (second examen) ; 1, comme avant lui (une partie garde la version avec laquelle elle a commencé)

zigzag-option_name-mode = Collecte
zigzag-option_name-peek = Voir sa pile
zigzag-option_name-autopilot = Pilote automatique
zigzag-option_name-places = Course aux places
zigzag-option_name-races = Courses
zigzag-option_name-rounds = Manches au plus
zigzag-option_name-rules = Version des règles

zigzag-option_value-mode-turns = à tour de rôle
zigzag-option_value-mode-live = en direct

zigzag-option_value-peek-on = oui (vous voyez votre pile, dans l’ordre)
zigzag-option_value-peek-off = non (vous retenez votre pile, comme autour de la table)

zigzag-option_value-rules-1 = 1 (avant le second examen)
zigzag-option_value-rules-2 = 2 (tel qu’imprimé)

zigzag-error-game_over = La partie est terminée : plus rien ne peut se jouer.
zigzag-error-no_such_seat = Il n’y a pas de place { $seat } dans cette partie.
zigzag-error-not_your_turn = Ce n’est pas votre tour : la partie attend un autre joueur.
zigzag-error-not_waiting = La partie n’attend rien de vous pour le moment.
zigzag-error-phase_setup = « { $verb } » ne convient pas maintenant : pendant la mise en place, jouez discard N N, puis next N (ou order N N ...).
zigzag-error-phase_collect = « { $verb } » ne convient pas maintenant : pendant le ramassage, jouez flip N, take, leave, take N, pass ou stop.
zigzag-error-phase_run = « { $verb } » ne convient pas maintenant : votre pion court ; jouez go (carte du parcours):(case), par exemple go 2:C2, ou goal.
zigzag-error-next_one = next pose une seule carte ; pour en poser plusieurs, écrivez order suivi des numéros.
zigzag-error-bad_slot = { $slot } n’est pas un emplacement de la table (1 à 48).
zigzag-error-bad_target = Indiquez la case sous la forme carte:case, par exemple go 2:C2.
zigzag-error-already_discarded = Vous avez déjà défaussé vos deux cartes ; posez maintenant votre parcours (next N).
zigzag-error-discard_two = Défaussez exactement deux cartes différentes de votre main.
zigzag-error-not_in_hand = La carte { $card } n’est pas dans votre main (votre main : { $hand }).
zigzag-error-discard_first = Défaussez d’abord deux cartes (discard N N), puis posez votre parcours.
zigzag-error-lay_nothing = Indiquez la carte à poser, par exemple next 3.
zigzag-error-card_twice = La carte { $card } apparaît deux fois : chaque carte de votre main se pose une fois.
zigzag-error-not_face_down = L’emplacement { $slot } ne contient pas de carte face cachée : flip retourne une carte posée face cachée.
zigzag-error-not_face_up = L’emplacement { $slot } ne contient pas de carte face visible : take N prend une carte posée face visible.
zigzag-error-reserved = La carte de l’emplacement { $slot } est réservée au joueur qui l’a retournée et hésite encore.
zigzag-error-no_pass_live = On ne passe pas en mode direct : retournez une carte, prenez une carte visible ou criez stop.
zigzag-error-nothing_flipped = Vous n’avez pas de carte retournée à prendre ou à laisser ; retournez-en une (flip N) ou prenez une carte visible (take N).
zigzag-error-decide_first = Décidez d’abord pour la carte retournée à l’emplacement { $slot } : take, leave ou stop.
zigzag-error-decide_first_turns = Décidez d’abord pour la carte retournée à l’emplacement { $slot } : prenez-la (take) ou laissez-la (leave), ou criez Stop (stop).
zigzag-error-not_a_choice = { $target } n’est pas une case où votre pion peut aller maintenant : { $choices }.
zigzag-error-player_count = Zig Zag se joue de { $low } à { $high } joueurs, pas à { $players }.

zigzag-parse-empty = Écrivez une action, par exemple flip 23, take, leave, pass ou stop.
zigzag-parse-unknown = « { $text } » n’est pas une action de Zig Zag. Actions : discard N N, next N, order N N ..., flip N, take, take N, leave, pass, stop, go 2:C2, goal.
zigzag-parse-card_range = « { $value } » n’est pas un numéro de carte parcours (1 à 28).
zigzag-parse-slot_range = « { $value } » n’est pas un emplacement de la table (1 à 48).
zigzag-parse-bad_spot = « { $value } » n’est pas une case : écrivez carte:case, par exemple go 2:C2 (couloirs A à E ; rangées 1 à 4 en A, C, E et 1 à 3 en B, D).

zigzag-parse-usage-discard = « { $text } » : écrivez discard et deux numéros de cartes de votre main, par exemple discard 12 17.
zigzag-parse-usage-next = « { $text } » : écrivez next et un numéro de carte, par exemple next 3.
zigzag-parse-usage-order = « { $text } » : écrivez order et les numéros dans l’ordre du parcours, par exemple order 3 8 1 22 5.
zigzag-parse-usage-flip = « { $text } » : écrivez flip et un emplacement, par exemple flip 23.
zigzag-parse-usage-take = « { $text } » : écrivez take (la carte retournée) ou take et un emplacement, par exemple take 23.
zigzag-parse-usage-go = « { $text } » : écrivez go et carte:case, par exemple go 2:C2.
zigzag-parse-usage-leave = « { $text } » : leave ne prend rien après lui.
zigzag-parse-usage-pass = « { $text } » : pass ne prend rien après lui.
zigzag-parse-usage-stop = « { $text } » : stop ne prend rien après lui.
zigzag-parse-usage-goal = « { $text } » : goal ne prend rien après lui.

zigzag-event-discarded = { $player } a défaussé deux cartes.
zigzag-event-you_discarded = Vous défaussez les cartes { $cards }.
zigzag-event-laid = { $player } a posé { $size ->
        [one] { $size } carte parcours
       *[other] { $size } cartes parcours
    } sur { $total }.
zigzag-event-you_laid = Vous posez { $count ->
        [one] la carte
       *[other] les cartes
    } { $cards } : votre parcours compte { $size ->
        [one] { $size } carte
       *[other] { $size } cartes
    } sur { $total }.
zigzag-event-courses_laid = Tous les parcours sont posés : la course commence !
zigzag-event-round_start = Manche { $round } : les 48 cartes terrain sont mélangées face cachée. Zig Zag ! { $player } commence.
zigzag-event-took_flipped = { $player } prend la carte de l’emplacement { $slot }.
zigzag-event-left = { $player } laisse la carte de l’emplacement { $slot } face visible.
zigzag-event-took_face_up = { $player } prend la carte visible de l’emplacement { $slot }.
zigzag-event-passed = { $player } passe.
zigzag-event-all_passed = Tout le monde a passé à la suite : fin du ramassage.
zigzag-event-stop = { $player } crie Stop ! Fin du ramassage.
zigzag-event-stop_all_up = { $player } crie Stop alors que toutes les cartes sont visibles. Fin du ramassage.
zigzag-event-table_empty = La table est vide : fin du ramassage.
zigzag-event-turn_over = { $player } retourne sa pile de { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    } et s’élance.
zigzag-event-nothing_collected = { $player } n’a rien ramassé cette manche.
zigzag-event-reached_goal = { $player } atteint l’arrivée en position { $place } !
zigzag-event-cards_done = { $count ->
        [one] { $count } carte franchie quitte
       *[other] { $count } cartes franchies quittent
    } le parcours de { $player }.
zigzag-event-no_penalty = { $player } n’a pas atteint l’arrivée, mais toutes les cartes étaient visibles au Stop : pas de pénalité.
zigzag-event-penalty_supply_empty = { $player } n’a pas atteint l’arrivée après son Stop, mais la réserve est vide : pas de pénalité.
zigzag-event-penalty = { $player } n’a pas atteint l’arrivée après son Stop : la carte { $card } s’ajoute avant l’arrivée (parcours : { $size ->
        [one] { $size } carte
       *[other] { $size } cartes
    }).
zigzag-event-race_points = Course { $race } : { $player } marque { $points ->
        [one] { $points } point
       *[other] { $points } points
    } (total { $total }).
zigzag-event-cards_passed = Chacun passe ses cartes parcours et sa carte d’arrivée à son voisin de gauche ; posez votre parcours pour la course { $race }.
zigzag-event-winner = { $player } gagne !
zigzag-event-place = { $player } termine à la place { $place }.
zigzag-event-round_limit = La manche { $round } était la dernière permise pour cette course.

zigzag-event-goal-water = { $player } tire la carte d’arrivée eau.
zigzag-event-goal-cobble = { $player } tire la carte d’arrivée pavés.
zigzag-event-goal-meadow = { $player } tire la carte d’arrivée prairie.
zigzag-event-goal-sand = { $player } tire la carte d’arrivée sable.

zigzag-event-flip-bluetile = { $player } retourne l’emplacement { $slot } : carreaux bleus.
zigzag-event-flip-beigetile = { $player } retourne l’emplacement { $slot } : carreaux beiges.
zigzag-event-flip-clay = { $player } retourne l’emplacement { $slot } : argile.
zigzag-event-flip-field = { $player } retourne l’emplacement { $slot } : champ.
zigzag-event-flip-water = { $player } retourne l’emplacement { $slot } : eau.
zigzag-event-flip-cobble = { $player } retourne l’emplacement { $slot } : pavés.
zigzag-event-flip-meadow = { $player } retourne l’emplacement { $slot } : prairie.
zigzag-event-flip-sand = { $player } retourne l’emplacement { $slot } : sable.

zigzag-event-move-bluetile = { $player } avance en { $spot } (carreaux bleus).
zigzag-event-move-beigetile = { $player } avance en { $spot } (carreaux beiges).
zigzag-event-move-clay = { $player } avance en { $spot } (argile).
zigzag-event-move-field = { $player } avance en { $spot } (champ).
zigzag-event-move-water = { $player } avance en { $spot } (eau).
zigzag-event-move-cobble = { $player } avance en { $spot } (pavés).
zigzag-event-move-meadow = { $player } avance en { $spot } (prairie).
zigzag-event-move-sand = { $player } avance en { $spot } (sable).

zigzag-event-blocked-bluetile = { $player } ne peut pas placer la carte « carreaux bleus » : son tour s’arrête et { $count ->
        [one] { $count } carte retourne
       *[other] { $count } cartes retournent
    } sur la table.
zigzag-event-blocked-beigetile = { $player } ne peut pas placer la carte « carreaux beiges » : son tour s’arrête et { $count ->
        [one] { $count } carte retourne
       *[other] { $count } cartes retournent
    } sur la table.
zigzag-event-blocked-clay = { $player } ne peut pas placer la carte « argile » : son tour s’arrête et { $count ->
        [one] { $count } carte retourne
       *[other] { $count } cartes retournent
    } sur la table.
zigzag-event-blocked-field = { $player } ne peut pas placer la carte « champ » : son tour s’arrête et { $count ->
        [one] { $count } carte retourne
       *[other] { $count } cartes retournent
    } sur la table.
zigzag-event-blocked-water = { $player } ne peut pas placer la carte « eau » : son tour s’arrête et { $count ->
        [one] { $count } carte retourne
       *[other] { $count } cartes retournent
    } sur la table.
zigzag-event-blocked-cobble = { $player } ne peut pas placer la carte « pavés » : son tour s’arrête et { $count ->
        [one] { $count } carte retourne
       *[other] { $count } cartes retournent
    } sur la table.
zigzag-event-blocked-meadow = { $player } ne peut pas placer la carte « prairie » : son tour s’arrête et { $count ->
        [one] { $count } carte retourne
       *[other] { $count } cartes retournent
    } sur la table.
zigzag-event-blocked-sand = { $player } ne peut pas placer la carte « sable » : son tour s’arrête et { $count ->
        [one] { $count } carte retourne
       *[other] { $count } cartes retournent
    } sur la table.

zigzag-outcome-goal = { $player } a atteint l’arrivée en premier.
zigzag-outcome-places = { $player } a atteint l’arrivée en premier ; les autres ont couru pour les places.
zigzag-outcome-points = Le plus de points après { $races ->
        [one] { $races } course
       *[other] { $races } courses
    } ({ $points }).
zigzag-outcome-round_limit = Personne n’a atteint l’arrivée en { $rounds ->
        [one] { $rounds } manche
       *[other] { $rounds } manches
    } : le pion le plus proche de son arrivée gagne.

zigzag-describe-player = Joueur { $number }
zigzag-describe-title = **Zig Zag** · course { $race }/{ $races } · manche { $round }
zigzag-describe-setup = Mise en place : chacun défausse deux cartes, puis pose son parcours. En attente de : { $waiting }.
zigzag-describe-collect_turns = Ramassage, chacun son tour : à { $name } de jouer.
zigzag-describe-collect_live = Ramassage en direct : tout le monde en même temps.
zigzag-describe-run = Course : { $name } place une carte { $terrain } ; choix : { $choices }.
zigzag-describe-over = Partie terminée. Victoire : { $winners }.
zigzag-describe-at_goal = à l’arrivée
zigzag-describe-at_start = au départ
zigzag-describe-goal_later = distribuée quand tous les parcours seront posés
zigzag-describe-seat = { $name } : arrivée { $goal }, { $cards ->
        [one] { $cards } carte de parcours
       *[other] { $cards } cartes de parcours
    }, pion { $where }, pile { $stack }
zigzag-describe-points = , { $points ->
        [one] { $points } point
       *[other] { $points } points
    } ({ $done ->
        [one] { $done } carte franchie
       *[other] { $done } cartes franchies
    } dans cette course)
zigzag-describe-your_hand = Votre main : { $cards }
zigzag-describe-your_discards = Vos défausses : { $cards }
zigzag-describe-discard_hint = Défaussez deux cartes : discard N N.
zigzag-describe-lay_hint = Posez votre parcours, première carte d’abord : next N (ou order N N ...).
zigzag-describe-your_stack = Votre pile (première prise en premier) : { $stack }
zigzag-describe-your_stack_size = Votre pile : { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }, face cachée : interdit de regarder.
zigzag-describe-holding = Vous avez retourné l’emplacement { $slot } ({ $terrain }) : prenez-la ou laissez-la.

zigzag-render-title = Zig Zag · course { $race }/{ $races } · manche { $round }
zigzag-render-status_setup = Mise en place : défaussez deux cartes, puis posez le parcours. En attente : { $names }
zigzag-render-mode_turns = chacun son tour
zigzag-render-mode_live = en direct
zigzag-render-status_collect = Ramassage ({ $mode }) : { $names }
zigzag-render-status_run = Course : { $name } place { $terrain } ; choisir { $choices }
zigzag-render-status_over = Partie terminée. Victoire : { $names }
zigzag-render-laying = pose du parcours : { $laid } sur { $total }
zigzag-render-card_label = { $position } · n°{ $number }
zigzag-render-you = { $name } (vous)
zigzag-render-goal_is = arrivée :
zigzag-render-goal_later = pas encore distribuée
zigzag-render-stack = pile : { $count }
zigzag-render-points = points : { $points } (+{ $done })
zigzag-render-penalties = pénalités : { $count }
zigzag-render-place = place { $place }
zigzag-render-goal = Arrivée
zigzag-render-your_hand = Votre main (numéros des cartes)
zigzag-render-table = Table : { $down ->
        [one] { $down } carte
       *[other] { $down } cartes
    } face cachée, { $up } face visible
zigzag-render-next = Prochain pas :

zigzag-guide-pitch = une course sur votre propre parcours d’obstacles : saisissez les cartes de terrain qu’il demande, dans l’ordre, avant les autres.
zigzag-guide-first_time = **But** : être le premier à mener votre figurine au bout de votre parcours, jusqu’à votre carte d’arrivée.
    { $mode ->
        [live] { "*" }*Collecte** : tous en même temps retournent des cartes de terrain et gardent celles qui vont aux cases suivantes de leur parcours, dans l’ordre, jusqu’à ce que quelqu’un crie **Stop !**.
       *[turns] { "*" }*Collecte** : chacun son tour, retournez une carte de terrain et gardez-la si elle va à la case suivante de votre parcours, dans l’ordre, ou prenez une carte visible, ou passez, jusqu’à ce que quelqu’un crie **Stop !**.
    }
    { "*" }*Course** : votre figurine avance ensuite vers une case voisine du terrain de chaque carte, dans l’ordre de la collecte ; la première carte qui ne va nulle part arrête votre course.
