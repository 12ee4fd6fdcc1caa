### Des mots qu’un joueur dirait : la ligne d’annulation qui nomme ce qui a été repris (d’après
### ce que toute la table a vu, sans accord avec le joueur), la raison simple de l’indice, les
### tours du replay, l’en-tête du message final. Garder en/ et fr/ alignés.

takeback-took_back = { $player } a repris { $what ->
        [placed] le pion posé en { $square }
        [moved] le coup { $origin }-{ $target }
        [passed] le pouvoir laissé de côté
        [bush_moved] le déplacement du buisson de { $origin } en { $target }
        [swapped] l’échange des pions en { $first } et { $second }
        [tiles_swapped] l’échange des tuiles { $first } et { $second }
        [rotated] la rotation de { $tile }
        [planning] la préparation
        [claimed] le Zag pris
        [gave] le vêtement passé
        [trapped] le piège posé
        [discarded] les deux cartes défaussées
        [laid] le parcours posé
        [left] la carte laissée visible dans l’emplacement { $slot }
        [took_face_up] la carte visible prise dans l’emplacement { $slot }
        [zz_passed] la passe
       *[other] une action
    }{ $more ->
        [0] .
        [one] , et l’action suivante.
       *[other] , et les { $more } actions suivantes.
    }

practice-reason-played_out = { $playouts ->
        [one] Sur la seule partie que le bot a jouée d’ici en commençant par ce coup, il en a gagné { $rate } : le meilleur qu’il ait trouvé.
       *[other] Sur les { $playouts } parties que le bot a jouées d’ici en commençant par ce coup, il en a gagné { $rate } : le meilleur qu’il ait trouvé.
    }
practice-reason-rough = Un indice approximatif : le bot n’a eu le temps de jouer d’ici { $playouts ->
        [one] qu’une partie
       *[other] que { $playouts } parties
    } commençant par ce coup, ce qui lui donne { $rate } de chances de gagner.

final-lead = **{ $outcome }**

replay-turn = Tour { $turn } sur { $total }
replay-turn_start = Le début ({ $total ->
        [one] un tour joué
       *[other] { $total } tours joués
    } depuis)
replay-step = { $step }. { $line }
replay-notation = (`{ $notation }`)
