### Slash command names and descriptions. Names: lowercase, no spaces, at most 32 characters;
### descriptions at most 100 characters (Discord's limits).

cmd-game-name = partie
cmd-game-description = Jouer à des jeux de plateau ici
cmd-game-game = Le numéro de la partie

cmd-game-new-name = nouvelle
cmd-game-new-description = Ouvrir une salle d’attente pour une nouvelle partie
cmd-game-new-kind = Quel jeu
cmd-game-new-kind_name = jeu
cmd-game-new-options = Options, par ex. memory=assist bushes=fixed
cmd-game-new-options_name = options
cmd-game-new-clock = Pendule : none, move:24h (par coup) ou bank:3d+1d/7d (réserve)
cmd-game-new-clock_name = pendule

cmd-game-mine-name = miennes
cmd-game-mine-description = Vos parties, et à qui c’est le tour

cmd-game-list-name = liste
cmd-game-list-description = Les parties de ce salon

cmd-game-view-name = vue
cmd-game-view-description = Votre vue privée d’une partie

cmd-game-log-name = journal
cmd-game-log-description = Ce qui s’est passé dans une partie, tel que vous pouvez le voir

cmd-game-cancel-name = annuler
cmd-game-cancel-description = Annuler une partie (hôte ou « Gérer le serveur »)

cmd-game-kick-name = exclure
cmd-game-kick-description = Retirer un joueur de votre salle d’attente
cmd-game-kick-player = Qui retirer
cmd-game-kick-player_name = joueur

cmd-game-resign-name = abandonner
cmd-game-resign-description = Abandonner votre place dans une partie

cmd-game-reclaim-name = reprendre
cmd-game-reclaim-description = Reprendre votre place au bot

cmd-move-name = jouer
cmd-move-description = Jouer une action dans la notation (par ex. b1-c3 NE cw)
cmd-move-action = L’action, écrite dans la notation des règles
cmd-move-action_name = action
cmd-move-game = Le numéro de la partie (facultatif si une seule vous attend)
cmd-move-game_name = partie

cmd-help-name = aide
cmd-help-description = Jouer ici : les commandes et les jeux

cmd-settings-name = réglages
cmd-settings-description = Votre langue et vos notifications
cmd-settings-on = activé
cmd-settings-off = désactivé
cmd-settings-state = activé ou désactivé
cmd-settings-state_name = état

cmd-settings-language-name = langue
cmd-settings-language-description = La langue que le bot utilise avec vous
cmd-settings-language-choice = auto suit la langue de votre Discord

cmd-settings-notifications-name = notifications
cmd-settings-notifications-description = Des avis privés quand c’est à vous de jouer

cmd-settings-threads-name = fils
cmd-settings-threads-description = Si les parties ont leur propre fil ici (« Gérer le serveur »)

cmd-settings-server_language-name = langue-serveur
cmd-settings-server_language-description = La langue des messages publics des parties ici (« Gérer le serveur »)
cmd-settings-server_language-choice = auto suit la langue du serveur dans Discord

cmd-settings-vacation-name = vacances
cmd-settings-vacation-description = Arrêter vos pendules dans toutes vos parties (0 pour revenir)
cmd-settings-vacation-days = Combien de jours ; 0 pour revenir maintenant
cmd-settings-vacation-days_name = jours

cmd-settings-digest-name = récapitulatif
cmd-settings-digest-description = Un récapitulatif quotidien de vos parties au lieu des rappels
cmd-settings-digest-hour = Heure du récapitulatif (UTC, 0 à 23)
cmd-settings-digest-hour_name = heure
