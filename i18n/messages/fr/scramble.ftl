### Ostrich Scramble (engine `scramble`): events, refusals, notation help, image labels.
### Keep en/ and fr/ in step: same keys, same placeholders.

scramble-option-max_rounds = Nombre de manches avant la fin aux points (le plus de types de vêtements portés) ; 0, par défaut, sans limite
scramble-option-rules = Version des règles : 2, par défaut, le livret tel qu’imprimé (second examen) ; 1, comme avant lui (une partie garde la version avec laquelle elle a commencé)

scramble-option_name-max_rounds = Manches au plus
scramble-option_name-rules = Version des règles

scramble-option_value-max_rounds-0 = sans limite

scramble-option_value-rules-1 = 1 (avant le second examen)
scramble-option_value-rules-2 = 2 (tel qu’imprimé)

scramble-phase-plan = PLANIFICATION
scramble-phase-traps = POSE DES PIÈGES
scramble-phase-move = DÉPLACEMENTS
scramble-phase-over = partie terminée

scramble-outcome-dressed = { $player } a habillé son autruche en premier et gagne !
scramble-outcome-style = { $player } gagne avec style : tenue complète à sa couleur !
scramble-outcome-max_rounds = Après { $rounds ->
        [one] { $rounds } manche
       *[other] { $rounds } manches
    }, la tenue la plus complète l’emporte.

scramble-event-round_start = La manche { $round } commence : planifiez vos Zigs.
scramble-event-drew_private = Vous piochez { $cards }.
scramble-event-claimed_private = Vous prenez un Zag pour { $ostrich } avec { $cards }.
scramble-event-gave_private = Vous passez { $garment } de { $ostrich } à { $ostrich2 }.
scramble-event-zig_private = Zig de { $ostrich } : { $card }, vers { $direction }.
scramble-event-submitted = { $player } a confirmé.
scramble-event-claimed = { $player } prend un Zag pour { $ostrich } (en défaussant { $cards }).
scramble-event-gave = { $player } passe { $garment } de { $ostrich } à { $ostrich2 }.
scramble-event-trap_private = Vous posez { $trap } sur { $ostrich }.
scramble-event-pass_private = Vous ne posez pas de piège.
scramble-event-trapped = { $player } pose un piège sur { $ostrich }.
scramble-event-order_cw = { $ostrich } ({ $player }) a la Couronne avec { $card } : on joue dans le sens horaire.
scramble-event-order_ccw = { $ostrich } ({ $player }) a la Couronne avec { $card } : on joue dans le sens antihoraire.
scramble-event-turn = { $player } fait courir { $ostrich }.
scramble-event-reveal = { $ostrich } révèle { $card }, vers { $direction }.
scramble-event-reveal_dizzy = { $ostrich } révèle { $card } ; étourdie, elle choisit sa direction après ses pièges.
scramble-event-reveal_none = { $ostrich } n’a pas de carte Zig et ne bouge pas.
scramble-event-x_chosen = { $ostrich } court de { $distance } avec son X.
scramble-event-dir_chosen = { $ostrich }, étourdie, part vers { $direction }.
scramble-event-trap_revealed = Piège de { $player } sur { $ostrich } : { $trap } !
scramble-event-trap_distance = { $ostrich } court maintenant de { $distance }.
scramble-event-trap_direction = { $ostrich } part maintenant vers { $direction }.
scramble-event-trap_no_effect = Le piège { $trap } n’a aucun effet sur { $ostrich }.
scramble-event-catapulted = { $ostrich } est catapultée en { $square }.
scramble-event-dropped = { $ostrich } remet { $garment } dans la réserve.
scramble-event-collide = { $ostrich } percute { $ostrich2 } en { $square }.
scramble-event-fell = { $ostrich } tombe de la falaise en { $square } !
scramble-event-stop = { $ostrich } s’arrête en { $square }.
scramble-event-skate_reached = { $ostrich } saute sur le skateboard en { $square }.
scramble-event-skate = { $ostrich } file en skate vers { $direction }.
scramble-event-skate_pushed = { $ostrich } roule sur le skateboard en { $square } et continue vers { $direction }.
scramble-event-pickup_worn = { $ostrich } enfile { $garment } ({ $square }).
scramble-event-pickup_backpack = { $ostrich } range { $garment } dans son sac à dos ({ $square }).
scramble-event-crown = { $ostrich } prend la Couronne en { $square }.
scramble-event-trap_drawn = { $player } pioche un piège.
scramble-event-trap_drawn_private = Vous piochez le piège { $trap }.
scramble-event-trap_kept_private = Vous gardez le piège { $trap }.
scramble-event-trap_discarded = { $player } défausse un piège (un seul en main au plus).
scramble-event-trap_deck_empty = Plus aucun piège à piocher pour { $player }.
scramble-event-zag = { $ostrich } utilise son Zag et part vers { $direction }.
scramble-event-zag_no = { $ostrich } garde son Zag.
scramble-event-penalty_none = { $ostrich } est tombée mais n’a aucun vêtement d’une autre couleur à perdre.
scramble-event-stole = { $ostrich } ({ $player }) vole { $garment } à { $ostrich2 }.
scramble-event-reward_draw = { $player } pioche { $count ->
        [one] { $count } carte Zig
       *[other] { $count } cartes Zig
    } au lieu de dépouiller { $ostrich }.
scramble-event-dizzy = { $ostrich } est étourdie.
scramble-event-garment_placed = { $player } pose { $garment } en { $square }.
scramble-event-pile_empty = La réserve de vêtements est vide : pas de remplacement.
scramble-event-returned = { $ostrich } remonte en { $square }.
scramble-event-reshuffle_zig = La pioche Zig est reformée avec la défausse.
scramble-event-reshuffle_zig_private = Votre pioche a reformé la pioche Zig avec la défausse.
scramble-event-crown_passes = La Couronne passe à { $ostrich } ({ $player }).
scramble-event-win = L’autruche de { $player } est entièrement habillée : { $player } gagne !
scramble-event-win_style = L’autruche de { $player } est entièrement habillée à sa couleur : victoire avec style !
scramble-event-max_rounds = La manche { $rounds } est finie : fin de partie, meilleure tenue { $types ->
        [one] { $types } type de vêtement
       *[other] { $types } types de vêtements
    }.

scramble-illegal-game_over = La partie est terminée : elle a été gagnée (ou sa dernière manche jouée), plus rien ne peut se jouer.
scramble-illegal-not_a_player = Vous ne jouez pas dans cette partie.
scramble-illegal-player_count = Ostrich Scramble se joue de { $low } à { $high } joueurs, pas { $count }.
scramble-illegal-already_submitted = Vous avez déjà validé vos choix secrets pour cette phase : ils sont révélés ensemble, donc plus rien ne peut changer.
scramble-illegal-not_your_turn = Ce n’est pas à vous d’agir : pendant le mouvement, les autruches courent l’une après l’autre, à partir de celle qui a la Couronne.
scramble-illegal-not_allowed = Ce n’est pas permis maintenant.
scramble-illegal-no_such_ostrich = Il n’y a pas d’autruche { $ostrich } dans cette partie.
scramble-illegal-not_your_ostrich = { $ostrich } n’est pas votre autruche : vous ne décidez que pour les vôtres.
scramble-illegal-claim_done = Vous avez déjà réclamé un Zag cette manche : un joueur en réclame un par manche au plus.
scramble-illegal-plan_order = Pendant la planification, les Zags se réclament avant de poser un Zig : réclamez d’abord votre Zag, puis posez vos cartes Zig.
scramble-illegal-has_zag = { $ostrich } a déjà un Zag.
scramble-illegal-bad_claim = Un Zag demande trois cartes de même distance (les X sont jokers).
scramble-illegal-cards_not_held = Vous n’avez pas { $cards } : un Zag se réclame avec des cartes de votre main.
scramble-illegal-no_give = Seul un joueur à deux autruches peut donner : un don passe un vêtement de l’une de vos autruches à l’autre.
scramble-illegal-garment_not_held = { $ostrich } n’a pas { $garment } { $colour }.
scramble-illegal-zig_already = { $ostrich } a déjà son Zig pour cette manche : chaque autruche reçoit une carte Zig par manche.
scramble-illegal-card_not_held = Vous n’avez pas { $card } : un Zig se pose avec une carte de votre main.
scramble-illegal-dizzy_direction = { $ostrich } est étourdie : posez la carte seule (zig { $ostrich } 2cw) ; sa direction se choisit à son tour.
scramble-illegal-direction_needed = Donnez une direction à { $ostrich } : N, E, S ou W.
scramble-illegal-trap_not_held = Vous n’avez pas le piège { $trap }.
scramble-illegal-own_target = Un piège se pose sur l’autruche d’un autre joueur, jamais sur la vôtre.
scramble-illegal-already_ran = { $ostrich } a déjà couru cette manche : chaque autruche court une fois par manche.
scramble-illegal-x_range = Une distance X est un nombre de 0 à { $high }.
scramble-illegal-choose_among = Choisissez parmi : { $choices }.

scramble-illegal-expect-plan = C’est la planification : claim, give ou zig.
scramble-illegal-expect-traps = C’est la pose des pièges : trap <piège> <autruche> ou trap pass.
scramble-illegal-expect-run = Choisissez l’autruche qui court : run <couleur>.
scramble-illegal-expect-x = Choisissez d’abord la distance X : de x 0 à x 20.
scramble-illegal-expect-dir = Choisissez d’abord la direction de l’autruche étourdie : dir N/E/S/W.
scramble-illegal-expect-skate = Choisissez la direction du skateboard : skate N/E/S/W.
scramble-illegal-expect-zag = Utilisez le Zag ou non : zag N/E/S/W ou zag no.
scramble-illegal-expect-catapult = Choisissez la caisse où atterrir : catapult <case>.
scramble-illegal-expect-drop = Choisissez le vêtement à lâcher : drop <vêtement> <couleur>.
scramble-illegal-expect-steal = Volez un vêtement ou piochez : steal <vêtement> <couleur> ou draw.
scramble-illegal-expect-place = Choisissez où poser le nouveau vêtement : place <case>.
scramble-illegal-expect-return = Choisissez la caisse où remonter : return <case>.
scramble-illegal-expect-keep = Choisissez le piège à garder : keep <piège>.

scramble-parse-empty = Tapez une action, par exemple zig 2cw N.
scramble-parse-unknown = Action inconnue « { $word } ».
scramble-parse-syntax = Écrivez-la ainsi : { $usage }
scramble-parse-name_ostrich = Précisez l’autruche ({ $colours }) : { $usage }
scramble-parse-bad_colour = « { $text } » n’est pas une couleur d’autruche de cette partie ({ $colours }).
scramble-parse-bad_direction = « { $text } » n’est pas une direction (N, E, S, W).
scramble-parse-bad_card = « { $text } » n’est pas une carte Zig (1cw, 2ccw, Xcw...).
scramble-parse-bad_garment = « { $text } » n’est pas un vêtement (head, body, legs, feet).
scramble-parse-bad_trap = « { $text } » n’est pas un piège (banana, mud, uturn, whirlwind, catapult, butterfingers).
scramble-parse-bad_square = « { $text } » n’est pas une case de ce plateau.
scramble-parse-bad_number = « { $text } » n’est pas un nombre.

scramble-decision-run = { $player } choisit l’autruche qui court.
scramble-decision-x = { $player } choisit la distance X de { $ostrich }.
scramble-decision-dir = { $player } choisit la direction de { $ostrich }, étourdie.
scramble-decision-skate = { $player } choisit où { $ostrich } file en skate.
scramble-decision-zag = { $player } décide si { $ostrich } utilise son Zag.
scramble-decision-catapult = { $player } choisit la caisse où { $ostrich } est catapultée.
scramble-decision-drop = { $player } choisit le vêtement que { $ostrich } lâche.
scramble-decision-steal = { $player } vole { $ostrich } ou pioche 2 cartes Zig.
scramble-decision-place = { $player } choisit où poser le nouveau vêtement.
scramble-decision-return = { $player } choisit la caisse où { $ostrich } remonte.
scramble-decision-keep = { $player } choisit le piège à garder.

scramble-describe-player = Joueur { $number }
scramble-describe-header = **Ostrich Scramble** : manche { $round }/{ $rounds }, { $phase }
scramble-describe-header_open = **Ostrich Scramble** : manche { $round }, { $phase }
scramble-describe-active = En course : { $ostrich } ({ $player })
scramble-describe-waiting = On attend : { $players }
scramble-describe-crown = Couronne : { $ostrich } ({ $player })
scramble-describe-hand = Vos cartes Zig : { $cards }
scramble-describe-traps = Votre piège : { $traps }
scramble-describe-plan = Votre Zig pour { $ostrich } : { $card }, vers { $direction }
scramble-describe-trap_on = Votre piège { $trap } est sur { $ostrich }.
scramble-describe-choices = Vos choix : { $choices }

scramble-token-red = rouge
scramble-token-orange = orange
scramble-token-yellow = jaune
scramble-token-green = verte
scramble-token-blue = bleue
scramble-token-purple = violette
scramble-token-N = Nord
scramble-token-E = Est
scramble-token-S = Sud
scramble-token-W = Ouest
scramble-token-head = tête
scramble-token-body = corps
scramble-token-legs = jambes
scramble-token-feet = pieds
scramble-token-banana = banane
scramble-token-mud = boue
scramble-token-uturn = demi-tour
scramble-token-whirlwind = tourbillon
scramble-token-catapult = catapulte
scramble-token-butterfingers = mains glissantes
scramble-token-claim = prendre un Zag
scramble-token-give = donner un vêtement
scramble-token-zig = poser un Zig
scramble-token-trap = piège
scramble-token-pass = passer
scramble-token-run = courir
scramble-token-x = distance X
scramble-token-dir = direction
scramble-token-skate = skate
scramble-token-zag = Zag
scramble-token-no = non
scramble-token-drop = lâcher
scramble-token-steal = voler
scramble-token-draw = piocher 2 cartes
scramble-token-place = poser
scramble-token-return = remonter
scramble-token-keep = garder

scramble-pick-claim = Réclamer un Zag
scramble-pick-give = Donner un vêtement
scramble-pick-zig = Poser un Zig
scramble-pick-trap = Poser un piège
scramble-pick-trap_pass = Ne poser aucun piège
scramble-pick-run = Courir
scramble-pick-x = Distance X
scramble-pick-dir = Direction étourdie
scramble-pick-skate = Skater
scramble-pick-zag = Utiliser le Zag
scramble-pick-zag_no = Garder le Zag
scramble-pick-catapult = Catapulter vers une caisse
scramble-pick-place = Poser le nouveau vêtement
scramble-pick-return = Revenir sur une caisse
scramble-pick-drop = Lâcher
scramble-pick-steal = Voler
scramble-pick-draw = Piocher 2 cartes Zig
scramble-pick-keep = Garder le piège

scramble-pick_help-claim = Défaussez trois cartes de même distance (X joker) : l’autruche a un Zag, une course après son Zig.
scramble-pick_help-give = Passez un vêtement de l’une de vos autruches à l’autre.
scramble-pick_help-zig = Posez en secret une carte Zig (sa distance) et une direction ; révélées au mouvement.
scramble-pick_help-trap = Face cachée sur l’autruche d’un autre joueur ; il agit quand son Zig est révélé.
scramble-pick_help-trap_pass = Gardez vos pièges en main cette manche.
scramble-pick_help-run = Cette autruche révèle son Zig et court maintenant.
scramble-pick_help-x = La distance que court cette carte X.
scramble-pick_help-dir = Une autruche étourdie choisit sa direction en courant.
scramble-pick_help-skate = Courez à nouveau la même distance depuis le skate, dans ce sens.
scramble-pick_help-zag = Courez à nouveau la distance du Zig, dans ce sens.
scramble-pick_help-zag_no = Gardez le Zag pour une autre manche.
scramble-pick_help-catapult = L’autruche s’envole d’abord vers cette caisse.
scramble-pick_help-place = Où va le nouveau vêtement, à la place de celui ramassé.
scramble-pick_help-return = L’autruche tombée revient sur cette caisse, étourdie.
scramble-pick_help-drop = Ce vêtement d’une autre couleur retourne à la pile.
scramble-pick_help-steal = Prenez ce vêtement d’une autre couleur à l’autruche tombée.
scramble-pick_help-draw = Votre récompense pour la poussée : deux cartes Zig de plus.
scramble-pick_help-keep = Vous gardez un piège au plus : celui-ci reste.

scramble-render-player = J{ $number }
scramble-render-title = Ostrich Scramble - manche { $round }/{ $rounds } - { $phase }
scramble-render-title_open = Ostrich Scramble - manche { $round } - { $phase }
scramble-render-running = { $ostrich } ({ $player }) court
scramble-render-running_distance = { " " }: { $distance } { $direction }
scramble-render-waiting = on attend { $players }
scramble-render-result_dressed = { $players } gagne, tenue complète !
scramble-render-result_style = { $players } gagne avec style !
scramble-render-result_max_rounds = Dernière manche jouée : { $players } { $count ->
        [one] gagne
       *[other] gagnent
    } aux vêtements.
scramble-render-ostriches = Autruches
scramble-render-backpack = sac :
scramble-render-off_board = hors du plateau
scramble-render-decks = Pioche Zig { $zig }, défausse { $discard } | pièges { $traps } | réserve de vêtements { $pile }
scramble-render-hand_count = { $player } : Zig { $cards }, pièges { $traps }
scramble-render-your_hand = Votre main ({ $player })
scramble-render-no_zig = pas de Zig
scramble-render-your_trap = Votre piège

scramble-guide-pitch = une course pour habiller votre autruche : planifiez en secret, piégez les autres, volez leurs vêtements.
scramble-guide-first_time = **But** : être le premier à porter les quatre sortes de vêtements (tête, corps, jambes, pieds), trouvés dans les caisses ou pris aux autres autruches.
    { "*" }*À chaque manche**, tous en même temps choisissent une carte Zig (une distance et une direction), peuvent en échanger trois pareilles contre un Zag, puis posent des pièges sur les autres.
    { "*" }*Puis** chaque autruche à son tour révèle son Zig, déclenche les pièges posés sur elle et avance ; un Zag la fait repartir d’autant, dans la direction voulue.
