"""The Discord front end: a thin layer from interactions to GameService calls and back.

``client`` (the bot), ``commands`` (app commands), ``views`` (components), ``flow`` (what each
interaction does), ``messages`` (embeds and files), ``replies`` (answering once, surviving races),
``custom_ids`` (the id grammar), ``translator`` and ``texts`` (command texts through the catalog).
"""
