# the panel's "?": the rule of the decision and what each option changes (bot/discord/table.py WhyButton)
bot-discord-why-button = ❔ Warum?
