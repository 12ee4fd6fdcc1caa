### The illustrated rules (`/rules`): page texts of every game and the command's own words.
### Keep en/ and fr/ in step (same keys, same placeholders). A page's text names its action
### ({ $action }), the step its pictures show before and after.

cmd-rules-name = règles
cmd-rules-description = Les règles d’un jeu, en pages illustrées
cmd-rules-game = Quel jeu
cmd-rules-game_name = jeu
cmd-rules-topic = Quelle page (la première par défaut)
cmd-rules-topic_name = sujet

rules-heading = **{ $game } · { $title }** (règles, page { $page }/{ $count })
rules-pictures = Images : le plateau avant et après { $action }.
rules-previous = Précédente
rules-next = Suivante

rules-error-unknown_game = Il n’y a pas de règles illustrées pour « { $game } ». Jeux avec des règles : { $games }.
rules-error-unknown_topic = { $game } n’a pas de page de règles « { $topic } ». Pages : { $topics }.

rules-ostriches-placement-title = La mise en place
rules-ostriches-placement-text = Chaque joueur a six autruches face cachée : Buisson, Échange, Œil, Tuiles et deux simples. À tour de rôle, vous en posez une sur une case vide de vos trois rangées (Sud : rangées 1 à 3, Nord : rangées 4 à 6) ; les dos sont identiques, vous seul savez qui est qui. Ici, le premier joueur joue { $action }.

rules-ostriches-knight-title = Le saut du cavalier
rules-ostriches-knight-text = Votre tour commence par un déplacement : une autruche quelconque, face cachée ou visible, à vous ou à l’adversaire, saute comme un cavalier aux échecs (deux cases dans un sens, une de côté) vers une case vide sans buisson. Le pion déplacé au tour précédent est bloqué. Ici : { $action }.

rules-ostriches-rotation-title = La rotation
rules-ostriches-rotation-text = Chaque tour se termine en faisant pivoter une des quatre tuiles d’un quart de tour, dans le sens horaire (`cw`) ou antihoraire (`ccw`), avec tout ce qu’elle porte. La tuile où se trouve le pion déplacé est interdite : ici { $tile }, donc le joueur en tourne une autre : { $action }.

rules-ostriches-far_rank-title = La dernière rangée
rules-ostriches-far_rank-text = Une autruche qu’un joueur amène sur sa dernière rangée (rangée 6 pour le Sud, 1 pour le Nord) se retourne face visible pour de bon, quel que soit son propriétaire. Elle compte pour son propriétaire, et si elle a un pouvoir, le joueur qui l’a déplacée utilise alors ce pouvoir (il ne passe que si le pouvoir n’a aucun usage légal, ou avec l’option powers=optional). Ici, le Nord déplace un pion simple : { $action }.

rules-ostriches-bush-title = Pouvoir : Buisson
rules-ostriches-bush-text = Une autruche Buisson retournée permet au joueur de porter un buisson sur une case vide. Rien ne peut se poser sur un buisson : il bloque les sauts. Ici : { $action }.

rules-ostriches-swap-title = Pouvoir : Échange
rules-ostriches-swap-text = Une autruche Échange retournée permet au joueur d’échanger les places de deux pions face cachée, n’importe où sur le plateau, sans les regarder. Ici : { $action }.

rules-ostriches-eye-title = Pouvoir : Œil
rules-ostriches-eye-text = Une autruche Œil retournée permet au joueur de regarder en secret deux pions face cachée : lui seul apprend leur couleur et leur pouvoir, le plateau ne change pas. Ici : { $action }.

rules-ostriches-tiles-title = Pouvoir : Tuiles
rules-ostriches-tiles-text = Une autruche Tuiles retournée permet au joueur d’échanger deux tuiles entières, avec les pions et buissons qu’elles portent, chacune gardant son orientation. Ici : { $action }.

rules-ostriches-win-title = La victoire
rules-ostriches-win-text = Le premier joueur qui a quatre de ses autruches face visible gagne aussitôt, même si c’est l’adversaire qui a retourné la quatrième. Attention à qui appartient le pion que vous menez à votre dernière rangée ! Ici, le dernier coup est { $action }.

rules-ostriches-house-title = Règles maison
rules-ostriches-house-text = Nos règles maison, là où le livret se tait :
    • Chaque joueur a six autruches : Buisson, Échange, Œil, Tuiles et deux simples. Le Sud est rouge et pose sur les rangées 1 à 3, le Nord est bleu et pose sur les rangées 4 à 6.
    • Deux buissons partent du centre d’une tuile Sud et d’une tuile Nord tirées au hasard (option bushes=fixed : b2 et e5). Rien ne peut se poser sur un buisson ; un cavalier saute par-dessus tout.
    • Le premier joueur est tiré au sort ; chacun pose à son tour une autruche face cachée, jusqu’aux douze.
    • Vous ne pouvez pas déplacer le pion que votre adversaire vient de déplacer, suivi à travers rotations et échanges.
    • Sans aucun déplacement permis, vous sautez le déplacement, pouvez tourner n’importe quelle tuile, et le prochain déplacement de l’adversaire n’est pas restreint.
    • Un pouvoir révélé doit être utilisé dès qu’il a un usage légal, quel que soit le propriétaire du pion (la règle anglaise, l’originale : le joueur « now uses this ability ») ; on ne passe que s’il n’en a aucun, comme un Échange ou un Œil avec moins de deux pions face cachée. L’option powers=optional garde la lecture française (« peut ») : on peut passer. L’Œil peut regarder vos propres pions. Une rotation ne retourne jamais un pion.
    • La partie s’arrête dès qu’une couleur a quatre autruches visibles : ni pouvoir ni rotation ensuite. Pas de match nul : un pion retourné le reste, donc le septième retournement décide toujours.

rules-ostriches-choices-title = Nos choix
rules-ostriches-choices-text = Là où même les règles maison ne disent rien, nous avons choisi :
    • Option memory : assist (par défaut, pour jouer sur plusieurs jours) marque sur votre plateau privé la couleur et le pouvoir de chaque pion face cachée que vous connaissez (les vôtres, et ceux que votre Œil vous a montrés), suivis à travers chaque déplacement, rotation et échange, et vos notes disent où chacun se trouve maintenant ; pure (le jeu de table) montre tous les pions face cachée pareils à tous.
    • Le journal public dit qui a posé un pion où : un joueur attentif peut suivre les couleurs, comme à la table.
    • Avoir ou non un déplacement permis dépend du plateau seul, jamais du secret d’un pion face cachée.
    • Une ligne /move de plusieurs étapes (`b1-c3 NE cw`) est jouée étape par étape ; si un retournement offre un pouvoir et que la ligne passe directement à une rotation, le pouvoir est passé si passer est permis ; sinon la ligne est refusée, le pouvoir doit être utilisé. Les parties commencées avant l’option powers gardent la règle de leur début (facultatif).
    • Les robots décident d’après la vue de leur place seulement, sans jamais voir vos secrets, mais n’oublient rien de ce que leur place a vu : à qui est chaque pion caché, et ce que leur Œil a montré.

rules-scramble-plan-title = Une manche et ses phases
rules-scramble-plan-text = Chaque manche a trois phases. PRÉPARER, tous ensemble : piochez des cartes Zig jusqu’à 4, échangez éventuellement trois cartes de même distance (X est joker) contre un Zag, puis posez en secret une carte Zig et une direction (`N`, `E`, `S`, `W`) pour chaque autruche. PIÈGES, tous ensemble. DÉPLACEMENT, une autruche après l’autre, en commençant par celle qui a la Couronne. Ici, jaune a pris un Zag en secret ; quand le dernier Zig est posé, les Zags pris sont montrés et le DÉPLACEMENT commence : { $action }.

rules-scramble-traps-title = Les pièges
rules-scramble-traps-text = Après la préparation, un joueur qui a un piège peut le poser face cachée sur l’autruche d’un autre joueur. Il agit quand cette autruche révèle son Zig, le dernier posé d’abord : banane (1 de plus), boue (1 de moins), demi-tour (sens inverse), tourbillon (un quart de tour horaire), catapulte (d’abord sur la caisse libre la plus éloignée), mains glissantes (lâcher un vêtement d’une autre couleur). Ici : { $action }.

rules-scramble-push-title = Un Zig et les poussées en chaîne
rules-scramble-push-text = À son tour, une autruche révèle son Zig et court d’autant de cases dans sa direction (une carte X : la distance que son joueur annonce). Si elle heurte une autre autruche, elle prend sa case et s’arrête, et l’autre est poussée du reste de la distance dans le même sens, ce qui peut en pousser une troisième : les poussées s’enchaînent. Ici : { $action }.

rules-scramble-zag-title = Le Zag
rules-scramble-zag-text = Une autruche qui a un Zag peut le dépenser après son Zig pour refaire la même distance, dans la direction de son choix (pas si elle est tombée pendant son Zig). Ici : { $action }.

rules-scramble-skateboard-title = Les skateboards
rules-scramble-skateboard-text = Une autruche qui entre sur un skateboard pendant son tour s’y arrête et refait la même distance depuis là, dans la direction que choisit son joueur ; de même pour une autruche poussée dessus par l’autre autruche de son joueur, pendant le tour de ce joueur. Poussée dessus par l’autruche d’un autre joueur, elle n’en tire rien : la poussée continue. Chaque skateboard agit une fois par autruche et par tour. Ici : { $action }.

rules-scramble-crown-title = Les caisses vides et la Couronne
rules-scramble-crown-text = En entrant sur une caisse, même poussée, une autruche ramasse le vêtement qui s’y trouve ; une caisse vide donne la Couronne (son autruche part en premier à la manche suivante et la flèche de son Zig fixe l’ordre du tour) et une carte piège (une en main au plus). Avec deux autruches, celle qui a pris la Couronne pendant le DÉPLACEMENT part la première au prochain tour de son joueur si elle n’a pas bougé (l’ordre du tour de la manche reste). Ici : { $action }.

rules-scramble-fall-title = La chute
rules-scramble-fall-text = Une autruche qui sort du plateau tombe de la falaise. À la fin du tour, celle qui est tombée pendant le tour de son joueur (même poussée par l’autre autruche de ce joueur) remet un vêtement d’une autre couleur dans la réserve ; chaque autruche tombée devient étourdie et revient sur la caisse libre la plus proche. Ici, une carte X reçoit sa distance : { $action }.

rules-scramble-reward-title = La récompense d’une chute
rules-scramble-reward-text = Quand l’autruche d’un autre joueur tombe pendant votre tour, vous choisissez : lui voler un vêtement d’une autre couleur que la sienne, ou piocher 2 cartes Zig. Les vêtements de la couleur d’une autruche ne peuvent jamais lui être volés. Ici : { $action }.

rules-scramble-give-title = Les dons
rules-scramble-give-text = Un joueur qui a deux autruches peut passer un vêtement de l’une à l’autre à tout moment de la partie, dans n’importe quelle phase, aussi souvent qu’il veut, même quand la partie attend quelqu’un d’autre (bouton Donner un vêtement du message d’état) : c’est une action gratuite qui ne termine rien, ni la décision de personne. Le vêtement est porté si cette partie du corps est libre, sinon il va dans le sac à dos. Ici : { $action }.

rules-scramble-zig-title = Un Zig
rules-scramble-zig-text = À son tour, une autruche révèle sa carte Zig et court d’autant de cases, une à une, tout droit dans la direction choisie ; si rien ne la gêne, elle s’arrête au bout de la distance. Ici, le dernier Zig de la manche est posé ({ $action }), et rouge, qui a la Couronne, court la première : 2 cases vers le Nord.

rules-scramble-crates-title = Les caisses et les vêtements
rules-scramble-crates-text = Une autruche qui entre sur une caisse, même poussée, ramasse le vêtement qui s’y trouve : elle le porte si cette partie du corps est libre, sinon il va dans son sac à dos. À la fin du tour, son joueur pose un nouveau vêtement de la réserve sur une caisse libre, hors de la rangée et de la colonne de cette autruche. Ici, vert court de 3 vers le Nord jusqu’à une caisse et met le corps vert : { $action }.

rules-scramble-trap_banana-title = Piège : banane
rules-scramble-trap_banana-text = Une banane allonge d’une case le Zig de l’autruche piégée, et son Zag aussi. Ici, la carte X de rouge reçoit la distance 0, et la banane en fait 1 : { $action }.

rules-scramble-trap_mud-title = Piège : boue
rules-scramble-trap_mud-text = La boue raccourcit d’une case le Zig de l’autruche piégée (jamais sous 0), et son Zag aussi. Ici, le dernier piège est posé, le DÉPLACEMENT commence par orange, et son 3 devient 2 : { $action }.

rules-scramble-trap_uturn-title = Piège : demi-tour
rules-scramble-trap_uturn-text = Un demi-tour envoie l’autruche piégée dans le sens inverse pour son Zig (pas pour son Zag). Ici, le dernier piège est posé, le DÉPLACEMENT commence par orange, qui devait aller au Nord, et elle court vers le Sud : { $action }.

rules-scramble-trap_whirlwind-title = Piège : tourbillon
rules-scramble-trap_whirlwind-text = Un tourbillon fait tourner le Zig de l’autruche piégée d’un quart de tour dans le sens horaire (pas son Zag). Ici, le dernier piège est posé, le DÉPLACEMENT commence par rouge, qui devait aller au Nord, et elle part vers l’Est, hors du plateau : { $action }.

rules-scramble-trap_catapult-title = Piège : catapulte
rules-scramble-trap_catapult-text = Une catapulte pose d’abord l’autruche piégée sur la caisse sans autruche la plus éloignée d’elle (son propriétaire choisit en cas d’égalité) : elle y prend un vêtement, mais ni Couronne ni carte piège, puis court son Zig depuis là. Ici, rouge atterrit en h1 et met la tête verte : { $action }.

rules-scramble-trap_butterfingers-title = Piège : mains glissantes
rules-scramble-trap_butterfingers-text = Les mains glissantes font lâcher à l’autruche piégée un vêtement d’une autre couleur que la sienne, qui retourne dans la réserve (son propriétaire choisit ; sans un tel vêtement, rien ne se passe). Ici, le dernier piège est posé, le DÉPLACEMENT commence par orange, et elle lâche la tête verte : { $action }.

rules-scramble-win-title = La victoire
rules-scramble-win-text = Vous gagnez dès que votre autruche porte un vêtement de chacun des quatre types (tête, corps, jambes, pieds), même au milieu d’un tour ; avec deux autruches, il faut les deux. C’est une victoire avec style si chaque vêtement est de la couleur de l’autruche qui le porte. Avec l’option max_rounds (sans limite par défaut : 0 ou absente), si personne n’a gagné après ce nombre de manches, celui qui porte le plus de types de vêtements gagne. Ici, la récompense de jaune, qui a poussé orange hors du plateau, complète la tenue : { $action }.

rules-scramble-house-title = Règles maison
rules-scramble-house-text = Nos règles maison, là où le livret se tait ou se trompe :
    • À deux ou trois joueurs, chacun a deux autruches (à deux : rouge et jaune contre orange et verte), de quatre à six, une chacun.
    • Le plateau est fait de tuiles de 4x4 cases, chacune avec trois caisses et un skateboard : 8x8 jusqu’à quatre autruches, 12x8 pour cinq ou six. Hors du plateau, c’est la falaise.
    • Le paquet Zig a 40 cartes (1 ×12, 2 ×12, 3 ×10, X ×6), chacune avec une flèche horaire ou antihoraire ; 18 cartes piège, trois de chaque ; la réserve a une tête, un corps, des jambes et des pieds de la couleur de chaque autruche.
    • La distance d’une carte X (0 à 20) est annoncée quand elle est révélée ; une autruche étourdie choisit sa direction après ses pièges, donc un demi-tour ou un tourbillon ne lui fait rien.
    • Une autruche poussée court le reste de la distance dans le même sens, les poussées s’enchaînent ; chaque skateboard agit une fois par autruche et par tour, et pas du tout sur une autruche poussée par celle d’un autre joueur.
    • Avec deux autruches, celle qui a la Couronne part la première au tour de son joueur, même prise plus tôt dans ce DÉPLACEMENT ; l’ordre du tour reste.
    • Entrer sur une case qui porte un vêtement le ramasse ; une place libérée se remplit depuis le sac à dos, sa couleur d’abord. Une caisse vide donne la Couronne et une carte piège (une en main au plus).
    • Les dons sont gratuits, à tout moment, même quand la partie attend quelqu’un d’autre ; un don devancé par un vol est refusé. Une chute pendant votre propre tour coûte un vêtement d’une autre couleur et ne rapporte rien.
    • Les paquets vides sont remélangés. Pas de limite de manches sauf avec l’option max_rounds (0 ou absente : aucune ; 40 entre robots seuls) : alors le plus de types de vêtements portés gagne.
    • Une partie garde les règles de son début (option rules : 3 ; 2 si commencée quand un don attendait votre tour ; 1 si commencée avant le second examen).

rules-scramble-choices-title = Nos choix
rules-scramble-choices-text = Là où même les règles maison ne disent rien, nous avons choisi :
    • Un Zag ne se prend qu’avant de poser votre premier Zig de la manche, et il n’y a pas de Zag quand la distance est 0.
    • Une catapulte choisit parmi les caisses sans autruche (un vêtement peut y être) et ne fait rien s’il n’y en a aucune.
    • Pendant la préparation et les pièges, le plateau montre les comptes du début de la phase ; Zags pris, dons et pièges posés sont annoncés à la fin de la phase. Un don pendant le déplacement est public aussitôt, et donner le dernier vêtement d’une autre couleur qu’une autruche allait lâcher lui évite de le lâcher.
    • Une décision à réponse unique est prise pour vous seulement si tout le monde voit qu’elle n’en a qu’une (quelle autruche court, celle qui a la Couronne comprise, une seule caisse la plus éloignée, un seul vêtement à lâcher, une seule case) ; la direction du skate est demandée au joueur dont l’autruche a poussé son autre autruche sur un skateboard ; garder un piège sur deux est toujours demandé, même s’ils sont pareils, car sauter la question le dirait à tous.
    • Les robots décident d’après la vue de leur place seulement : ils ne voient jamais les mains, Zigs ou pièges des autres.

rules-zigzag-setup-title = La mise en place
rules-zigzag-setup-text = Chaque joueur reçoit 8 cartes parcours (7 à trois ou quatre joueurs), en écarte deux en secret dans la pioche, et pose les autres bout à bout, dans l’ordre qu’il veut : c’est son parcours. Chaque case d’une carte montre un des huit terrains ; les carreaux bleus et beiges sont les plus rares, écartez les cartes qui en sont pleines. Quand tous les parcours sont posés, chacun reçoit une carte arrivée au hasard, posée en travers au bout de son parcours, et la première manche commence. Ici, le joueur 2 pose ses six cartes : { $action }.

rules-zigzag-course-title = Le parcours et les pas permis
rules-zigzag-course-text = Une carte a cinq couloirs : A, C et E de quatre cases, B et D de trois cases décalées d’une demi-case entre eux. Un pion part d’avant son parcours et entre sur A1, C1 ou E1 ; sur une carte, il peut aller sur toute case qui touche la sienne, de côté ou même en arrière ; d’une carte à la suivante, seulement tout droit, de A4, C4 ou E4 à la première case du même couloir ; de A4, C4 ou E4 de la dernière carte à l’arrivée. Chaque pas demande une carte terrain du terrain de la case ; si plusieurs cases conviennent, le coureur choisit (l’image les encadre). Ici : { $action }.

rules-zigzag-collect_turns-title = Ramasser, chacun son tour
rules-zigzag-collect_turns-text = Chaque manche commence avec les 48 cartes terrain face cachée sur la table. Avec l’option mode turns (par défaut), les joueurs jouent à tour de rôle : retournez une carte, puis prenez-la sous votre pile si elle vous sert, ou laissez-la face visible. Au lieu de retourner, vous pouvez prendre une carte visible, ou passer. La pile garde l’ordre où vous avez pris ses cartes et reste cachée, même à vous (l’option peek vous montre la vôtre) : retenez-la. Ici, le joueur 1 prend la carte qu’il vient de retourner : { $action }.

rules-zigzag-collect_live-title = Ramasser, tous ensemble
rules-zigzag-collect_live-text = Avec l’option mode live, tout le monde ramasse en même temps, comme autour d’une vraie table : chacun retourne une carte à la fois et décide, et le plus rapide a la carte. Une carte laissée face visible est à qui la veut, à tout moment. Ici, le joueur 1 a laissé visible une carte qui ne lui servait pas encore, en a pris une qui servait, et prend maintenant la première à sa suite : { $action }.

rules-zigzag-stop-title = Stop ! et sa pénalité
rules-zigzag-stop-text = Tout joueur encore en course peut crier Stop à tout moment : le ramassage s’arrête aussitôt, celui qui a crié court le premier, puis les autres dans l’ordre des places. Criez-le quand vous pensez que votre pile vous mène à l’arrivée, ou quand toutes les cartes sont visibles et qu’aucune ne vous sert. Celui qui a crié Stop alors que des cartes étaient encore face cachée et qui n’atteint pas l’arrivée est pénalisé : la première carte de la pioche s’ajoute à son parcours, avant la carte arrivée. Ici, le joueur 2 le crie avec deux cartes : { $action } (cette table joue avec l’option autopilot, les pions avancent tout seuls).

rules-zigzag-run-title = Courir avec sa pile
rules-zigzag-run-text = Dans la phase de course, chaque coureur retourne sa pile, la première carte prise au-dessus, et la joue carte par carte : chaque carte mène le pion sur une case voisine de ce terrain, et si plusieurs conviennent, le coureur choisit. Une carte qui ne va nulle part arrête son tour, et le reste de la pile retourne sur la table. Les cartes que le pion a entièrement traversées quittent le parcours. Ici, le joueur 1 a encore quatre cartes et choisit : { $action }.

rules-zigzag-goal-title = L’arrivée et la victoire
rules-zigzag-goal-text = De A4, C4 ou E4 de la dernière carte, une carte du terrain de votre arrivée mène votre pion sur la carte arrivée, et le premier arrivé gagne aussitôt. Avec l’option places, les autres continuent pour la deuxième place et les suivantes. Ici, le joueur 1 atteint l’arrivée : { $action }.

rules-zigzag-longer-title = La partie longue
rules-zigzag-longer-text = Avec l’option races (long : quatre courses à deux ou quatre joueurs, trois à trois), une course finit avec la manche où un pion atteint son arrivée. Chacun marque un point par carte parcours entièrement traversée, puis passe toutes ses cartes parcours et sa carte arrivée à son voisin de gauche, qui en fait un nouveau parcours. Après la dernière course, le plus de points gagne ; en cas d’égalité, celui qui a fait le mieux à la dernière course. Ici, la première course se termine : { $action }.

rules-zigzag-house-title = Règles maison
rules-zigzag-house-text = Nos règles maison, là où le livret se tait ou se trompe :
    • Les 28 cartes parcours ont des faces fixes, posées à l’endroit ; les cartes arrivée sont distribuées quand tous les parcours sont posés.
    • Le premier joueur de la manche avance d’une place à chaque manche (le « plus jeune joueur » du livret).
    • Option mode : turns (par défaut, pour jouer à son rythme : retourner puis prendre ou laisser, ou prendre une carte visible, ou passer ; si tout le monde passe à la suite, le ramassage s’arrête) ou live (le jeu de table, tous ensemble).
    • Option peek : en ramassage à tour de rôle, vous voyez votre propre pile, dans l’ordre (activée par défaut : règle maison pour jouer sur plusieurs jours, personne ne retient une semaine de cartes) ; le ramassage en direct garde la règle de la table, votre pile cachée même à vous (peek off). Les cartes retournées sont publiques : un joueur attentif peut retenir.
    • Tout joueur encore en course peut crier Stop à tout moment, même hors de son tour.
    • La pénalité du Stop ne s’applique que si une carte était encore face cachée au Stop ; avec une pioche vide, il n’y en a pas.
    • Si plusieurs cases conviennent, le coureur choisit ; l’option autopilot prend la plus avancée. Les cartes derrière votre pion quittent le parcours après votre course.
    • Option places : en partie simple, les autres continuent pour les places ; en partie longue, une course finit toujours à la fin de la manche où le premier pion atteint son arrivée, comme imprimé, et les points classent les autres selon leur avancée. Option races : 1 (par défaut), long (quatre courses à deux ou quatre joueurs, trois à trois) ou un nombre jusqu’à 4 ; à égalité de points, celui qui a passé le plus de cartes à la dernière course.
    • Option rounds : pas de limite par défaut ; avec une limite, le pion le plus près de son arrivée gagne une partie simple.

rules-zigzag-choices-title = Nos choix
rules-zigzag-choices-text = Là où même les règles maison ne disent rien, nous avons choisi :
    • La mise en place reste privée jusqu’à ce que tous les parcours de la course soient posés.
    • Une prise ne dit pas le terrain : une pile se retient, elle ne se lit pas.
    • Une seule case qui convient est prise sans demander : la pile du coureur est retournée à la vue de tous, cela ne révèle rien.
    • Sans l’option places, tous sauf le gagnant partagent la deuxième place.
    • Une partie garde les règles de son début (option rules) : celles commencées avant que les courses de la partie longue finissent comme imprimé jouent la version 1, où avec places une course continuait tant que deux pions couraient.
    • Le robot qui joue pour un absent ne crie Stop que si sa pile atteint l’arrivée ou si toutes les cartes sont visibles : il ne tire jamais de carte de pénalité.
    • Les robots décident d’après la vue de leur place seulement, jamais d’après les cartes cachées, mais retiennent les cartes qu’ils ont prises, comme un joueur attentif.
