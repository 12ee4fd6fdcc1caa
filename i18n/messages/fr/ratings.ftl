### Classements : les changements de classement du message final, les classements de
### /stats player, les tableaux de /stats leaderboard et /settings ratings. Garder en/ et fr/
### ensemble (mêmes clés, mêmes paramètres). Noms de commande : minuscules, 32 caractères au plus.

ratings-change = { $name } : classement { $before } → { $after } ({ $delta })
ratings-change_provisional = { $name } : classement { $before } → { $after } ({ $delta }), provisoire

ratings-title = Classements (moyenne ± incertitude ; le chiffre classé est la moyenne moins trois incertitudes) :
ratings-line = { $kind } : **{ $rating }** ({ $mean } ± { $spread }), { $games ->
        [one] { $games } partie classée
       *[other] { $games } parties classées
    }, { $wins ->
        [one] { $wins } victoire
       *[other] { $wins } victoires
    }
ratings-line_provisional = { $kind } : **{ $rating }** ({ $mean } ± { $spread }), provisoire, { $games ->
        [one] { $games } partie classée
       *[other] { $games } parties classées
    }, { $wins ->
        [one] { $wins } victoire
       *[other] { $wins } victoires
    }

ratings-board_title = **{ $kind }** · classement de ce serveur
ratings-board_title_all = **{ $kind }** · classement tous serveurs
ratings-board_line = { $rank }. { $name } — **{ $rating }** ({ $mean } ± { $spread }), { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    }
ratings-board_apart = Moins de { $min ->
        [one] { $min } partie classée
       *[other] { $min } parties classées
    }, pas encore classés :
ratings-board_apart_line = { $name } — { $rating } ({ $games ->
        [one] { $games } partie
       *[other] { $games } parties
    })
ratings-board_empty = Personne n'a encore de classement à { $kind } ici.
ratings-board_bots = Repères : bot facile { $easy }, bot normal { $normal }, bot difficile { $hard }.

cmd-stats-leaderboard-scope = Où : ce serveur (par défaut) ou tous les serveurs
cmd-stats-leaderboard-scope_name = où
ratings-scope-server = ce serveur
ratings-scope-all = tous les serveurs

cmd-settings-ratings-name = classements
cmd-settings-ratings-description = Si vos classements paraissent dans les classements tous serveurs
ratings-shown_on = Vos classements paraissent dans les classements tous serveurs.
ratings-shown_off = Vos classements ne paraissent plus dans les classements tous serveurs (ceux de ce serveur vous listent encore).
