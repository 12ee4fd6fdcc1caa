### Ostriches: every player-facing text of games/ostriches. Keep en/ and fr/ in step
### (same keys, same placeholders).
### French vocabulary follows the French rulebook: pion, autruche, face cachée / face visible,
### retourner, tuile, pivoter, buisson, Œil, échanger.

ostriches-option-memory = Aide-mémoire

ostriches-option-memory-pure = Pure : retenez vous-même les pions, comme à la table
ostriches-option-memory-assist = Assistée (par défaut) : votre plateau marque chaque pion que vous connaissez, où qu’il aille

ostriches-option-bushes = Buissons

ostriches-option-bushes-random = Au hasard : une tuile au sud et une tuile au nord
ostriches-option-bushes-fixed = Fixes : b2 et e5

ostriches-option-powers = Pouvoirs

ostriches-option-powers-compulsory = Obligatoires (par défaut) : un pouvoir révélé qui a un usage légal doit être utilisé, comme dans la règle anglaise
ostriches-option-powers-optional = Facultatifs : le joueur peut passer un pouvoir révélé, comme dans la règle française

ostriches-option_name-memory = Aide-mémoire
ostriches-option_name-bushes = Buissons
ostriches-option_name-powers = Pouvoirs

ostriches-option_value-memory-pure = désactivé (vous retenez les pions, comme à la table)
ostriches-option_value-memory-assist = activé (votre plateau marque chaque pion que vous connaissez)

ostriches-option_value-bushes-random = au hasard
ostriches-option_value-bushes-fixed = b2 et e5

ostriches-option_value-powers-compulsory = obligatoires (passer seulement si le pouvoir n’a aucun usage)
ostriches-option_value-powers-optional = facultatifs (le joueur peut passer)

ostriches-token-plain = Simple
ostriches-token-bush = Buisson
ostriches-token-swap = Échange
ostriches-token-eye = Œil
ostriches-token-tiles = Tuiles
ostriches-token-pass = Passer
ostriches-token-cw = Sens horaire
ostriches-token-ccw = Sens antihoraire
ostriches-token-SW = Sud-ouest (SW)
ostriches-token-SE = Sud-est (SE)
ostriches-token-NW = Nord-ouest (NW)
ostriches-token-NE = Nord-est (NE)
ostriches-token-SW--cw = SW ↻ horaire
ostriches-token-SW--ccw = SW ↺ antihoraire
ostriches-token-SE--cw = SE ↻ horaire
ostriches-token-SE--ccw = SE ↺ antihoraire
ostriches-token-NW--cw = NW ↻ horaire
ostriches-token-NW--ccw = NW ↺ antihoraire
ostriches-token-NE--cw = NE ↻ horaire
ostriches-token-NE--ccw = NE ↺ antihoraire

ostriches-power-plain = Simple
ostriches-power-bush = Buisson
ostriches-power-swap = Échange
ostriches-power-eye = Œil
ostriches-power-tiles = Tuiles

ostriches-power_help-plain = sans pouvoir
ostriches-power_help-bush = déplacer un buisson
ostriches-power_help-swap = échanger 2 pions cachés
ostriches-power_help-eye = regarder 2 pions cachés
ostriches-power_help-tiles = échanger 2 tuiles

ostriches-pick-pass = Passer : ne pas utiliser le pouvoir
ostriches-pick-rotate = Pivoter une tuile
ostriches-pick-place_plain = Poser une autruche simple
ostriches-pick-place_bush = Poser une autruche Buisson
ostriches-pick-place_swap = Poser une autruche Échange
ostriches-pick-place_eye = Poser une autruche Œil
ostriches-pick-place_tiles = Poser une autruche Tuiles
ostriches-pick-jump = Saut de cavalier
ostriches-pick-use_bush = Déplacer un buisson
ostriches-pick-use_swap = Échanger deux pions cachés
ostriches-pick-use_eye = Regarder deux pions cachés
ostriches-pick-use_tiles = Échanger deux tuiles

ostriches-pick_help-pass = Sans utiliser le pouvoir, puis pivotez une tuile.
ostriches-pick_help-rotate = Un quart de tour, avec tout ce qu’elle porte. Cela termine votre tour.
ostriches-pick_help-place_plain = Face cachée sur vos rangées. Elle n’a pas de pouvoir.
ostriches-pick_help-place_bush = Face cachée sur vos rangées. Visible, elle fait déplacer un buisson.
ostriches-pick_help-place_swap = Face cachée sur vos rangées. Visible, elle échange deux pions cachés.
ostriches-pick_help-place_eye = Face cachée sur vos rangées. Visible, elle fait regarder deux pions cachés.
ostriches-pick_help-place_tiles = Face cachée sur vos rangées. Visible, elle échange deux tuiles.
ostriches-pick_help-jump = N’importe quel pion, le vôtre ou non, vers une case vide. Puis pivotez une tuile.
ostriches-pick_help-use_bush = Portez un buisson sur une case vide : rien ne peut s’y poser.
ostriches-pick_help-use_swap = Échangez deux pions face cachée, sans les regarder.
ostriches-pick_help-use_eye = Vous seul apprenez à qui ils sont et leur pouvoir.
ostriches-pick_help-use_tiles = Deux tuiles entières changent de place, avec tout ce qu’elles portent.

ostriches-side-red = Rouge (Sud)
ostriches-side-blue = Bleu (Nord)

ostriches-named_side-red = { $name } (Rouge, Sud)
ostriches-named_side-blue = { $name } (Bleu, Nord)

ostriches-colour-red = Rouge
ostriches-colour-blue = Bleu

ostriches-pawn-red_plain = simple rouge
ostriches-pawn-red_bush = Buisson rouge
ostriches-pawn-red_swap = Échange rouge
ostriches-pawn-red_eye = Œil rouge
ostriches-pawn-red_tiles = Tuiles rouge
ostriches-pawn-blue_plain = simple bleu
ostriches-pawn-blue_bush = Buisson bleu
ostriches-pawn-blue_swap = Échange bleu
ostriches-pawn-blue_eye = Œil bleu
ostriches-pawn-blue_tiles = Tuiles bleu

ostriches-event-placed = { $player } a posé un pion face cachée en { $square }.
ostriches-event-all_placed = Tous les pions sont posés : { $player } joue le premier déplacement.
ostriches-event-moved = { $player } a joué { $origin }-{ $target }.
ostriches-event-passed = { $player } n’a pas utilisé le pouvoir.
ostriches-event-bush_moved = { $player } a déplacé le buisson de { $origin } en { $target }.
ostriches-event-swapped = { $player } a échangé les pions face cachée en { $first } et { $second }.
ostriches-event-looked = { $player } a utilisé l’Œil sur les pions en { $first } et { $second }.
ostriches-event-tiles_swapped = { $player } a échangé les tuiles { $first } et { $second }.
ostriches-event-no_move = { $player } ne peut déplacer aucun pion : ce tour-ci, seule une tuile pivote.

ostriches-event-rotated-cw = { $player } a pivoté { $tile } (tuile { $number }) dans le sens horaire.
ostriches-event-rotated-ccw = { $player } a pivoté { $tile } (tuile { $number }) dans le sens antihoraire.

ostriches-event-won-red = Quatre autruches rouges sont face visible : { $player } gagne !
ostriches-event-won-blue = Quatre autruches bleues sont face visible : { $player } gagne !

ostriches-event-flipped-red_plain = Le pion en { $square } est retourné : une autruche rouge sans pouvoir.
ostriches-event-flipped-red_bush = Le pion en { $square } est retourné : une autruche rouge au pouvoir Buisson.
ostriches-event-flipped-red_swap = Le pion en { $square } est retourné : une autruche rouge au pouvoir Échange.
ostriches-event-flipped-red_eye = Le pion en { $square } est retourné : une autruche rouge au pouvoir Œil.
ostriches-event-flipped-red_tiles = Le pion en { $square } est retourné : une autruche rouge au pouvoir Tuiles.
ostriches-event-flipped-blue_plain = Le pion en { $square } est retourné : une autruche bleue sans pouvoir.
ostriches-event-flipped-blue_bush = Le pion en { $square } est retourné : une autruche bleue au pouvoir Buisson.
ostriches-event-flipped-blue_swap = Le pion en { $square } est retourné : une autruche bleue au pouvoir Échange.
ostriches-event-flipped-blue_eye = Le pion en { $square } est retourné : une autruche bleue au pouvoir Œil.
ostriches-event-flipped-blue_tiles = Le pion en { $square } est retourné : une autruche bleue au pouvoir Tuiles.

ostriches-private-placed-plain = Vous avez posé une de vos autruches sans pouvoir en { $square }.
ostriches-private-placed-bush = Vous avez posé votre autruche Buisson en { $square }.
ostriches-private-placed-swap = Vous avez posé votre autruche Échange en { $square }.
ostriches-private-placed-eye = Vous avez posé votre autruche Œil en { $square }.
ostriches-private-placed-tiles = Vous avez posé votre autruche Tuiles en { $square }.

ostriches-private-seen-red_plain = Œil : le pion en { $square } est une autruche rouge sans pouvoir.
ostriches-private-seen-red_bush = Œil : le pion en { $square } est une autruche rouge au pouvoir Buisson.
ostriches-private-seen-red_swap = Œil : le pion en { $square } est une autruche rouge au pouvoir Échange.
ostriches-private-seen-red_eye = Œil : le pion en { $square } est une autruche rouge au pouvoir Œil.
ostriches-private-seen-red_tiles = Œil : le pion en { $square } est une autruche rouge au pouvoir Tuiles.
ostriches-private-seen-blue_plain = Œil : le pion en { $square } est une autruche bleue sans pouvoir.
ostriches-private-seen-blue_bush = Œil : le pion en { $square } est une autruche bleue au pouvoir Buisson.
ostriches-private-seen-blue_swap = Œil : le pion en { $square } est une autruche bleue au pouvoir Échange.
ostriches-private-seen-blue_eye = Œil : le pion en { $square } est une autruche bleue au pouvoir Œil.
ostriches-private-seen-blue_tiles = Œil : le pion en { $square } est une autruche bleue au pouvoir Tuiles.

ostriches-private-now-placed-plain = Une de vos autruches sans pouvoir est en { $square }.
ostriches-private-now-placed-bush = Votre autruche Buisson est en { $square }.
ostriches-private-now-placed-swap = Votre autruche Échange est en { $square }.
ostriches-private-now-placed-eye = Votre autruche Œil est en { $square }.
ostriches-private-now-placed-tiles = Votre autruche Tuiles est en { $square }.

ostriches-private-now-seen-red_plain = Le pion en { $square } est une autruche rouge sans pouvoir (votre Œil l’a vu).
ostriches-private-now-seen-red_bush = Le pion en { $square } est une autruche rouge au pouvoir Buisson (votre Œil l’a vu).
ostriches-private-now-seen-red_swap = Le pion en { $square } est une autruche rouge au pouvoir Échange (votre Œil l’a vu).
ostriches-private-now-seen-red_eye = Le pion en { $square } est une autruche rouge au pouvoir Œil (votre Œil l’a vu).
ostriches-private-now-seen-red_tiles = Le pion en { $square } est une autruche rouge au pouvoir Tuiles (votre Œil l’a vu).
ostriches-private-now-seen-blue_plain = Le pion en { $square } est une autruche bleue sans pouvoir (votre Œil l’a vu).
ostriches-private-now-seen-blue_bush = Le pion en { $square } est une autruche bleue au pouvoir Buisson (votre Œil l’a vu).
ostriches-private-now-seen-blue_swap = Le pion en { $square } est une autruche bleue au pouvoir Échange (votre Œil l’a vu).
ostriches-private-now-seen-blue_eye = Le pion en { $square } est une autruche bleue au pouvoir Œil (votre Œil l’a vu).
ostriches-private-now-seen-blue_tiles = Le pion en { $square } est une autruche bleue au pouvoir Tuiles (votre Œil l’a vu).

ostriches-outcome-four_revealed = { $player } gagne avec quatre autruches face visible.

ostriches-error-game_over = La partie est terminée : un joueur a déjà quatre de ses autruches face visible.
ostriches-error-not_your_turn = Ce n’est pas votre tour.
ostriches-error-players = Autruches se joue à exactement 2 joueurs (pas { $players }).
ostriches-error-expect_placing = Vous posez vos pions : indiquez un pion et une case, par ex. eye@c2.
ostriches-error-expect_moving = Déplacez d’abord un pion comme un cavalier aux échecs, par ex. b1-c3.
ostriches-error-expect_rotating = Faites maintenant pivoter une tuile : par ex. NE cw (sens horaire) ou NE ccw (sens antihoraire).

ostriches-error-expect_power-bush = Le pion retourné est un Buisson : déplacez un buisson (par ex. bush b2>e3) ou passez (pass).
ostriches-error-expect_power-swap = Le pion retourné est un Échange : échangez deux pions face cachée (par ex. swap a4 d5) ou passez (pass).
ostriches-error-expect_power-eye = Le pion retourné est un Œil : regardez deux pions face cachée (par ex. eye a4 d5) ou passez (pass).
ostriches-error-expect_power-tiles = Le pion retourné est un Tuiles : échangez deux tuiles (par ex. tiles SW NE) ou passez (pass).

ostriches-error-not_in_hand-plain = Il ne vous reste aucune autruche sans pouvoir à poser.
ostriches-error-not_in_hand-bush = Il ne vous reste pas d’autruche Buisson à poser.
ostriches-error-not_in_hand-swap = Il ne vous reste pas d’autruche Échange à poser.
ostriches-error-not_in_hand-eye = Il ne vous reste pas d’autruche Œil à poser.
ostriches-error-not_in_hand-tiles = Il ne vous reste pas d’autruche Tuiles à poser.

ostriches-error-not_home = { $square } n’est pas de votre côté du plateau : posez vos pions sur les rangées { $ranks }.
ostriches-error-bush_there = Il y a un buisson en { $square }, et rien ne peut se poser sur un buisson : choisissez une case vide.
ostriches-error-square_taken = La case { $square } est occupée : un pion ne peut aller que sur une case vide.
ostriches-error-no_pawn = Il n’y a pas de pion en { $square } : un saut de cavalier part d’une case occupée par une autruche (la vôtre ou celle de votre adversaire).
ostriches-error-locked = Le pion en { $square } vient d’être déplacé par votre adversaire : il ne peut pas bouger ce tour-ci.
ostriches-error-not_knight = { $origin }-{ $target } n’est pas un saut de cavalier (deux cases dans un sens, puis une de côté).
ostriches-error-not_face_down = Il n’y a pas de pion face cachée en { $square } : ce pouvoir n’agit que sur des pions face cachée.
ostriches-error-same_square = Ce pouvoir agit sur deux pions différents : pas deux fois { $square }.
ostriches-error-no_bush = Il n’y a pas de buisson en { $square } : le pouvoir Buisson déplace l’un des buissons du plateau vers une case vide.
ostriches-error-same_tile = Le pouvoir Tuiles échange deux tuiles différentes : pas deux fois { $tile }.
ostriches-error-frozen_tile = { $tile } porte le pion que vous venez de déplacer : vous devez faire pivoter une autre tuile.
ostriches-error-power_compulsory = Le pouvoir du pion qui vient d’être retourné doit être utilisé : il a ici un usage légal, vous ne pouvez donc pas passer (tapez son usage avant la rotation, par ex. b5-d6 swap a4 d5 SW cw). On ne passe un pouvoir que s’il n’a aucun usage, comme un Échange ou un Œil avec moins de deux pions face cachée sur le plateau.

ostriches-parse-empty = Tapez une action, par ex. eye@c2 (poser), b1-c3 (déplacer), swap a4 d5 ou pass (pouvoir), NE cw (pivoter).
ostriches-parse-unknown = Je ne comprends pas « { $token } ». Essayez eye@c2 (poser), b1-c3 (déplacer), swap a4 d5 ou pass (pouvoir), NE cw (pivoter).
ostriches-parse-lone_square = « { $square } » seul n’est pas une action : pour déplacer un pion, écrivez la case de départ et celle d’arrivée, par ex. b1-c3.
ostriches-parse-bad_square = « { $token } » n’est pas une case : colonnes a à f, rangées 1 à 6 (par ex. c2).
ostriches-parse-bad_power = « { $token } » n’est pas un pion : plain, bush, swap, eye ou tiles (par ex. eye@c2).
ostriches-parse-needs_squares = { $power } attend deux cases, par ex. { $power } a4 d5.
ostriches-parse-needs_tiles = { $power } attend deux tuiles parmi SW, SE, NW et NE, par ex. { $power } SW NE.
ostriches-parse-needs_bush = Indiquez la case du buisson et sa destination, par ex. bush b2>e3.
ostriches-parse-needs_direction = Dans quel sens pivoter { $tile } ? { $tile } cw (sens horaire) ou { $tile } ccw (sens antihoraire).
ostriches-parse-bad_tile = « { $token } » n’est pas une tuile : SW, SE, NW ou NE.
ostriches-parse-too_long = Un tour fait au plus { $words } mots : un déplacement, son pouvoir, une rotation, par ex. b5-d6 swap a4 d5 SW cw.

ostriches-image-you = Vous : { $side }
ostriches-image-spectator = Vue publique
ostriches-image-face_up = Visibles :
ostriches-image-to_place = Vos pions à poser :
ostriches-image-legend = Pouvoirs :
ostriches-image-tile_note = Tuiles numérotées : le bord orange est le nord de la tuile et tourne avec elle
ostriches-image-known_note = Pâle = pion face cachée que vous connaissez
ostriches-image-revealed_note = Pâle = pion resté face cachée
ostriches-image-locked_note = Cadenas = ne peut pas bouger au prochain coup
ostriches-image-turn_note = Orange = le dernier tour : déplacement, pouvoir, tuile pivotée
ostriches-image-turn = Tour { $number }

ostriches-image-phase-placing = { $side } : poser un pion
ostriches-image-phase-moving = { $side } : déplacer un pion
ostriches-image-phase-power = { $side } : pouvoir { $power } ou passer
ostriches-image-phase-power_must = { $side } : utiliser le pouvoir { $power }
ostriches-image-phase-rotating = { $side } : pivoter une tuile
ostriches-image-phase-over = { $side } gagne !

ostriches-describe-you = Vous jouez **{ $side }**.
ostriches-describe-spectator = Vous regardez la partie.
ostriches-describe-placing = Mise en place : **{ $side }** pose un pion face cachée (restent à poser : rouge { $red }, bleu { $blue }).
ostriches-describe-moving = **{ $side }** déplace un pion (tour { $number }).
ostriches-describe-power = **{ $side }** a retourné un pion { $power } ({ $help }) : utiliser son pouvoir ou passer.
ostriches-describe-power_must = **{ $side }** a retourné un pion { $power } ({ $help }) : utiliser son pouvoir (un pouvoir qui a un usage légal doit être utilisé).
ostriches-describe-rotating = **{ $side }** fait pivoter une tuile.
ostriches-describe-rotating_except = **{ $side }** fait pivoter une tuile (toute autre que { $tile }).
ostriches-describe-over = Partie terminée : **{ $side }** gagne avec quatre autruches face visible.
ostriches-describe-revealed = Face visible : rouge { $red }/4 · bleu { $blue }/4.
ostriches-describe-last_move = Dernier déplacement : { $origin }-{ $target }.
ostriches-describe-locked = Le pion en { $square } ne peut pas bouger au prochain coup.
ostriches-describe-hand = Vos pions à poser : { $pawns }.
ostriches-describe-known = Pions cachés que vous avez vus : { $pawns }.
ostriches-describe-log = Vos notes (cases telles qu’elles étaient alors) :
ostriches-describe-log_followed = Vos notes (chaque pion là où il est maintenant) :
ostriches-describe-no_log = Vos notes : aucune pour l’instant.
ostriches-describe-known_item = { $square } { $pawn }

ostriches-describe-last_power-bush = Un buisson a été déplacé : il est maintenant en { $second }.
ostriches-describe-last_power-swap = Les pions maintenant en { $first } et { $second } ont été échangés.
ostriches-describe-last_power-eye = L’Œil a regardé les pions maintenant en { $first } et { $second }.
ostriches-describe-last_power-tiles = Les tuiles { $first } et { $second } ont été échangées.

ostriches-describe-last_rotation-cw = { $tile } a pivoté dans le sens horaire.
ostriches-describe-last_rotation-ccw = { $tile } a pivoté dans le sens antihoraire.

ostriches-guide-pitch = deux armées d’autruches la tête dans le sable : personne ne sait à qui est chaque pion, ni son pouvoir, avant qu’il n’atteigne la dernière rangée.
ostriches-guide-first_time = **But** : être le premier à avoir quatre de ses autruches face visible. Les pions commencent face cachée : personne ne sait à qui ils sont.
    { "*" }*Votre tour** : déplacez un pion comme un cavalier aux échecs vers une case vide (pas celui que votre adversaire vient de jouer) ; sur la dernière rangée, il est révélé et vous utilisez son pouvoir.
    { "*" }*Puis** tournez une tuile d’un quart de tour, sauf celle où votre pion vient d’arriver.
