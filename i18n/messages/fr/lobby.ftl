### Les mots de la carte du salon : ce que rejoint un ami (le jeu en une phrase, où sont
### ses règles, combien de temps dure une partie d’ordinaire) et les options dites en mots.
### Garder en/ et fr/ au même pas.

lobby-card-about = { $pitch }
lobby-card-rules = Règles : `{ $command }`
lobby-card-length = Une partie dure environ { $turns ->
        [one] { $turns } tour
       *[other] { $turns } tours
    } en tout (de { $low } à { $high } entre bots).
lobby-card-length_days = Une partie dure environ { $turns ->
        [one] { $turns } tour
       *[other] { $turns } tours
    } en tout (de { $low } à { $high } entre bots) : avec cette horloge, jusqu’à { $days ->
        [one] 1 jour
       *[other] { $days } jours
    } si chaque tour prend tout son temps.
lobby-card-players = { $count ->
        [one] { $count } joueur
       *[other] { $count } joueurs
    } (de { $low } à { $high } peuvent jouer)
lobby-card-players_exact = { $count ->
        [one] { $count } joueur
       *[other] { $count } joueurs
    } sur { $high }
lobby-card-no_round_limit = Pas de limite de manches
lobby-card-round_limit = { $count ->
        [one] 1 manche au plus, puis le plus avancé gagne
       *[other] { $count } manches au plus, puis le plus avancé gagne
    }
lobby-card-max_rounds = { $count ->
        [one] 1 manche au plus, puis gagne qui porte le plus de sortes de vêtements
       *[other] { $count } manches au plus, puis gagne qui porte le plus de sortes de vêtements
    }
lobby-card-races = { $count ->
        [one] Une seule course
       *[other] { $count } courses, places comptées
    }
lobby-card-races_long = La partie longue : plusieurs courses, places comptées
