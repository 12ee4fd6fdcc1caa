### What the bot tells a server's managers when it lacks a permission it needs: said once per
### server, privately to a manager, or under the next lobby card when no manager was around.

access-private = **The bot lacks permissions it needs in { $channel }.** As a manager of this server, you can grant them to its role (Server Settings → Roles) or in the channel's permissions:
access-card = -# For this server's managers: the bot lacks permissions it needs in this channel (said once):
access-invite = Or invite it again with every permission it needs: <{ $url }>
access-once = -# You are told this once for this server.

access-lost-view_channel = - **View Channels**: the bot cannot see this channel, so it posts nothing in it.
access-lost-send_messages = - **Send Messages**: no lobby card and no board can be posted in this channel.
access-lost-embed_links = - **Embed Links**: lobby cards lose their details.
access-lost-attach_files = - **Attach Files**: boards cannot be posted (they are pictures).
access-lost-read_message_history = - **Read Message History**: a finished game's boards keep their Play button.
access-lost-create_public_threads = - **Create Public Threads**: games are played in the channel instead of a thread of their own.
access-lost-send_messages_in_threads = - **Send Messages in Threads**: nothing can be posted in a game's thread.
access-lost-manage_threads = - **Manage Threads**: a finished game's thread may stay open under its first name.
access-lost-create_private_threads = - **Create Private Threads**: practice games go to the player's DMs instead of a private thread.
access-lost-pin_messages = - **Pin Messages**: game statuses are not pinned in their threads.
