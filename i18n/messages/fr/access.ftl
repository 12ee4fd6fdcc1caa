### What the bot tells a server's managers when it lacks a permission it needs: said once per
### server, privately to a manager, or under the next lobby card when no manager was around.

access-private = **Il manque au bot des permissions dont il a besoin dans { $channel }.** En tant que gestionnaire de ce serveur, vous pouvez les donner à son rôle (Paramètres du serveur → Rôles) ou dans les permissions du salon :
access-card = -# Pour les gestionnaires du serveur : il manque au bot des permissions dont il a besoin dans ce salon (dit une seule fois) :
access-invite = Ou invitez-le de nouveau avec toutes les permissions dont il a besoin : <{ $url }>
access-once = -# Ceci ne vous est dit qu’une fois pour ce serveur.

access-lost-view_channel = - **Voir les salons** : le bot ne voit pas ce salon, il n’y publie donc rien.
access-lost-send_messages = - **Envoyer des messages** : aucune carte de salle d’attente ni aucun plateau ne peut être publié dans ce salon.
access-lost-embed_links = - **Intégrer des liens** : les cartes de salle d’attente perdent leurs détails.
access-lost-attach_files = - **Joindre des fichiers** : les plateaux (des images) ne peuvent pas être publiés.
access-lost-read_message_history = - **Voir les anciens messages** : les plateaux d’une partie finie gardent leur bouton Jouer.
access-lost-create_public_threads = - **Créer des fils publics** : les parties se jouent dans le salon au lieu d’un fil à elles.
access-lost-send_messages_in_threads = - **Envoyer des messages dans les fils** : rien ne peut être publié dans le fil d’une partie.
access-lost-manage_threads = - **Gérer les fils** : le fil d’une partie finie peut rester ouvert sous son premier nom.
access-lost-create_private_threads = - **Créer des fils privés** : les parties d’entraînement se jouent en messages privés au lieu d’un fil privé.
access-lost-pin_messages = - **Épingler des messages** : les statuts des parties ne sont pas épinglés dans leurs fils.
