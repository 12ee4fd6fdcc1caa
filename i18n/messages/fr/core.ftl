### Game-agnostic messages: lobby, turns, errors. Keep en/ and fr/ in step.

language_name-en = anglais
language_name-fr = français

game_name-ostriches = Autruches
game_name-scramble = Ostrich Scramble
game_name-zigzag = Zig Zag

option-unknown = Il n’y a pas d’option « { $option } » (options : { $known }).
option-bad_bool = L’option { $option } attend oui ou non, pas « { $value } ».
option-bad_int = L’option { $option } attend un nombre entier, pas « { $value } ».
option-out_of_range = L’option { $option } doit être entre { $low } et { $high } (reçu { $value }).
option-bad_choice = L’option { $option } attend l’une des valeurs { $choices }, pas « { $value } ».
option-shown = { $name } : { $value }
option-on = oui
option-off = non

error-stale = Ce message n’est plus à jour : la partie n°{ $game } a avancé. Voici où elle en est.
error-press_moved_on = La partie n°{ $game } a avancé avant que votre choix n’arrive (un tour ou une phase s’est terminé) : rien n’a été joué. Voici où elle en est.
error-press_done = Votre part dans la partie n°{ $game } était déjà jouée (par un choix précédent) : rien de plus n’a été joué. Voici où elle en est.
error-press_taken = Une autre action est passée avant dans la partie n°{ $game } : `{ $action }` n’est plus possible, rien n’a été joué. Voici où elle en est.
error-no_such_game = Il n’y a pas de partie n°{ $game }.
error-no_game_here = Il n’y a pas de partie n°{ $game } ici.
error-bad_game_number = Un numéro de partie est un nombre entier, comme 12.
error-too_many_lobbies = { $count ->
        [one] Vous avez déjà { $count } salle d’attente ouverte : lancez-la ou annulez-la avant d’en ouvrir une autre.
       *[other] Vous avez déjà { $count } salles d’attente ouvertes : lancez ou annulez l’une d’elles avant d’en ouvrir une autre.
    }
error-action_too_long = Ce n’est pas une action : une action fait au plus { $max ->
        [one] { $max } caractère
       *[other] { $max } caractères
    }. Rien n’a été joué.
error-not_started = La partie n°{ $game } n’a pas encore commencé.
error-record_after_end = Le relevé complet de la partie n°{ $game } est visible une fois la partie finie.
error-unknown_game = Il n’existe pas de jeu « { $kind } ».
error-already_joined = Vous avez déjà une place dans la partie n°{ $game }.
error-full = La partie n°{ $game } est complète.
error-host_cannot_leave = Vous êtes l’hôte de la partie n°{ $game } : annulez-la plutôt que de la quitter.
error-not_in_game = Vous ne jouez pas dans la partie n°{ $game }.
error-host_only = Seul l’hôte de la partie n°{ $game } peut faire cela.
error-target_not_in_game = Ce joueur n’a pas de place dans la partie n°{ $game }.
error-player_count = Ce jeu se joue de { $low } à { $high } joueurs ; il y a ici { $count ->
        [one] { $count } joueur
       *[other] { $count } joueurs
    }.
error-player_count_exact = Ce jeu se joue à { $high } joueurs ; il y a ici { $count ->
        [one] { $count } joueur
       *[other] { $count } joueurs
    }.
error-game_over = La partie n°{ $game } est terminée.
error-cancel_forbidden = Seul l’hôte ou quelqu’un ayant « Gérer le serveur » peut annuler la partie n°{ $game }.
error-already_started = La partie n°{ $game } a déjà commencé.
error-not_your_turn = Ce n’est pas à vous de jouer dans la partie n°{ $game } : on attend { $waiting }.
error-bad_options_syntax = Les options s’écrivent nom=valeur (par ex. memory=assist) ; « { $token } » n’en est pas une.
error-internal = Un problème est survenu de notre côté. Rien n’a été modifié ; réessayez.
error-manage_server_only = Seul quelqu’un ayant « Gérer le serveur » peut modifier cela.
error-server_only = Ce réglage n’existe que sur un serveur.
error-which_game = Plusieurs parties vous attendent : précisez laquelle avec l’option partie.
error-nothing_to_play = Aucune partie ne vous attend pour l’instant.
error-bad_value = L’une des valeurs données n’est pas valable ici. Rien n’a été modifié.
error-busy = Le bot est très occupé en ce moment. Rien n’a été modifié ; réessayez dans un instant.

game-started = La partie n°{ $game } commence ! Joueurs, dans l’ordre des places : { $players }.
game-cancelled = La partie n°{ $game } a été annulée par { $by }.

game-outcome-resigned = { $player } a abandonné : { $winners } gagne.
game-outcome-abandoned = La partie a été arrêtée par un vote : pas de gagnant.
game-outcome-leader = La partie a été arrêtée par un vote : { $winners }, en tête, gagne.

lobby-expired = Cette salle d’attente est fermée : personne n’a lancé la partie en { $hours } h.

turn-your_turn = À vous de jouer dans { $kind } n°{ $game }.
turn-news = Du nouveau pour vous dans { $kind } n°{ $game } : ouvrez Ma vue.

turn-notice-title = **À vous de jouer dans { $title }.**
turn-notice-since_last = Depuis votre dernier coup :
turn-notice-since_start = Depuis le début de la partie :
turn-notice-earlier = … { $count } de plus avant (/game recap les donne toutes)

settings-language_set = C’est noté : je vous parlerai en français.
settings-notifications_on = Les avis privés « à vous de jouer » sont activés.
settings-notifications_off = Les avis privés sont désactivés. /partie miennes montre toujours à qui c’est le tour.
settings-threads_on = Les nouvelles parties de ce serveur auront leur propre fil.
settings-threads_off = Les nouvelles parties de ce serveur resteront dans leur salon.
settings-server_language_set = Les nouvelles parties de ce serveur parleront { $language } en public.
settings-server_language_auto = Les nouvelles parties de ce serveur parleront en public la langue du serveur, telle que Discord la donne.

settings-vacation-on = Bonnes vacances ! Vos pendules sont arrêtées jusqu’au { $until }. Jours restants cette année : { $left }.
settings-vacation-off = Bon retour : vos pendules tournent à nouveau. Jours restants cette année : { $left }.

settings-digest-on = Vous recevrez un récapitulatif par jour à { $hour } h UTC, à la place des rappels.
settings-digest-off = Plus de récapitulatif : vous recevrez des rappels quand votre temps s’épuise.

ui-game_title = { $kind } n°{ $game }
ui-waiting_for = On attend : { $players }
ui-last = Dernier coup : { $what }
ui-players = Joueurs ({ $count } sur { $low } à { $high })
ui-players_exact = Joueurs ({ $count } sur { $high })
ui-options = Options
ui-back = Retour
ui-choose = Choisir…
ui-pick = **{ $title }** : choisissez votre action.
ui-pick_label = { $verb } : { $what }
ui-so_far = Jusqu’ici : { $choice }
ui-draft_hint = Le vert envoie votre tour tel quel ; le gris ajoute une étape que Retour peut encore annuler.
ui-sends = envoie votre tour
ui-played = Vous avez joué `{ $action }` dans { $title }.
ui-not_played = La partie s’est terminée, donc `{ $steps }` n’a pas été joué.
ui-spectator = spectateur
ui-my_view = Ma vue
ui-play = Jouer
ui-cancelled = { $title } est annulée.
ui-lobby_opened = { $title } est ouverte : sa salle d’attente est affichée dans ce salon, où l’on s’inscrit avec ses boutons.
ui-kicked = { $player } ne fait plus partie de { $title }.
ui-log_tail = ({ $shown ->
        [one] { $shown } dernière ligne
       *[other] { $shown } dernières lignes
    } sur { $total })
ui-no_games_mine = Vous n’êtes dans aucune partie. Lancez-en une avec /partie nouvelle.
ui-no_games_here = Aucune partie dans ce salon. Lancez-en une avec /partie nouvelle.

ui-status-lobby = En attente de joueurs
ui-status-active = En cours
ui-status-finished = Terminée
ui-status-cancelled = Annulée

ui-lobby-join = Rejoindre
ui-lobby-leave = Quitter
ui-lobby-start = Lancer
ui-lobby-cancel = Annuler

ui-card-in_thread = En cours dans { $thread }.
ui-card-here = En cours ici.

ui-clock-label = Pendule

ui-vote-more_time = Plus de temps
ui-vote-auto = Laisser jouer le bot
ui-vote-end = Arrêter la partie
ui-vote-reclaim = Reprendre ma place
ui-vote-tally = Votes jusqu’ici : { $ballots }
ui-vote-ballot = { $player } : { $choice }
ui-vote-taken = Votre vote « { $choice } » est compté.
ui-vote-decided = Décidé : { $choice }.
ui-vote-resigned = Vous avez abandonné { $title }.
ui-vote-reclaimed = Votre place dans { $title } est de nouveau à vous.

clock-bot_plays = Le bot joue pour { $player }.
clock-timed_out = { $player } n’a plus de temps.
clock-nobody_to_ask = Il ne reste personne à consulter : le bot joue désormais à sa place.
clock-vote_ask = Vous qui jouez encore ({ $voters }), que faire ? Donner plus de temps à { $player }, laisser le bot jouer à sa place, ou arrêter la partie. La majorité décide ; le vote se clôt { $closes }. { $player } : jouez simplement votre coup pour garder votre place.
clock-vote_returned = { $player } a joué : le vote à son sujet est clos.
clock-vote_expired = Le vote s’est clos sans majorité.
clock-vote_more_time = { $player } obtient plus de temps.
clock-vote_auto = Le bot joue désormais pour { $player }. { $player } peut reprendre sa place à tout moment.
clock-vote_end = Les joueurs ont choisi d’arrêter la partie plutôt que d’attendre { $player }.
clock-resigned = { $player } a abandonné.
clock-resigned_bot = Le bot joue la place de { $player } jusqu’à la fin de la partie.
clock-reclaimed = { $player } est de retour et reprend sa place.
clock-remind_half = La moitié de votre temps dans { $kind } n°{ $game } est écoulée : il expire { $when }.
clock-remind_tenth = Il ne vous reste qu’un dixième de votre temps dans { $kind } n°{ $game } : il expire { $when }.
clock-digest_title = Votre récapitulatif du jour : { $count ->
        [one] { $count } partie vous attend
       *[other] { $count } parties vous attendent
    }.
clock-digest_game = · { $kind } n°{ $game } : votre temps expire { $when }
clock-digest_game_untimed = · { $kind } n°{ $game }

clock-unit-days = { $n } j
clock-unit-hours = { $n } h
clock-unit-minutes = { $n } min

clock-kind-none = sans pendule
clock-kind-move = { $time } par coup
clock-kind-bank = une réserve de { $time }, plus { $increment } par coup
clock-kind-cap = (au plus { $time })

clock-note-deadline = échéance { $when }
clock-note-timed_out = temps écoulé, les autres votent
clock-note-bot = le bot joue
clock-note-resigned = a abandonné
clock-note-away = en vacances jusqu’au { $until }

clock-notice-away = { $player } est en vacances jusqu’au { $until } : sa pendule est arrêtée.
clock-notice-bot = Le bot joue pour { $player }.
clock-notice-resigned = { $player } a abandonné ; le bot joue sa place.

clock-error-syntax = « { $text } » n’est pas une pendule. Écrivez none, move:24h (un temps par coup) ou bank:3d+1d/7d (une réserve : départ, ajout par coup, maximum).
clock-error-duration = « { $text } » n’est pas une durée. Écrivez-la avec d (jours), h et m, par ex. 24h, 3d, 1d12h ou 90m.
clock-error-range = « { $text } » est hors limites : les durées d’une pendule vont de { $low } à { $high }.
clock-error-cap = Le maximum de la réserve ({ $cap }) ne peut pas être inférieur à son montant de départ ({ $initial }).
clock-error-vacation_allowance = Impossible de prendre { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } de vacances : il vous en reste { $left } sur { $total } cette année.
clock-error-not_on_vacation = Vous n’êtes pas en vacances.
clock-error-already_resigned = Vous avez déjà abandonné la partie n°{ $game }.
clock-error-resigned_for_good = Vous avez abandonné la partie n°{ $game } : la place reste au bot.
clock-error-not_auto = Le bot ne joue pas pour vous dans la partie n°{ $game } : votre place est à vous.
clock-error-bot_plays = Le bot joue votre place dans la partie n°{ $game } : appuyez sur **Reprendre ma place** ou utilisez `/partie reprendre` pour la rejouer vous-même.
clock-error-no_such_vote = Ce vote n’appartient pas à la partie n°{ $game }.
clock-error-vote_closed = Ce vote de la partie n°{ $game } est déjà clos.
clock-error-vote_own_seat = Ce vote vous concerne : jouez votre coup dans la partie n°{ $game } pour garder votre place.
clock-error-vote_not_voter = Seuls les joueurs encore à la table votent dans la partie n°{ $game }.

picker-not_your_turn = **{ $title }** : ce n’est pas à vous de jouer.
picker-anytime = Vous pouvez encore jouer ce que la règle permet à tout moment.
picker-anytime_confirm = Ce qui ne peut pas être repris vous demande d’abord confirmation.

confirm-ask = **{ $title }** : **{ $action }** ne peut pas être annulé, et change la partie pour tous.
confirm-how = Appuyez sur **{ $button }** pour le jouer, ou sur Retour pour y renoncer.
confirm-button = Oui : { $action }

confirm-consequence-zigzag-stop = Le ramassage s’arrête aussitôt, pour tous : chacun court avec les cartes qu’il tient. S’il reste une carte cachée et que vous n’atteignez pas l’arrivée, la carte du dessus de la réserve s’ajoute à votre parcours en pénalité.
