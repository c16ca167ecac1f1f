# A slash-command option whose value is not of its declared type (bot/discord/options.py): said privately,
# nothing runs. $option is the option's name, $value what was sent.
bot-discord-option-whole = `{ $option }` takes a whole number, and { $value } is not one. Nothing was changed.
bot-discord-option-whole_range = `{ $option }` takes a whole number from { $min } to { $max }, and { $value } is not one. Nothing was changed.
bot-discord-option-number = `{ $option }` takes a number, and { $value } is not one. Nothing was changed.
bot-discord-option-number_range = `{ $option }` takes a number from { $min } to { $max }, and { $value } is not one. Nothing was changed.
bot-discord-option-text = `{ $option }` takes a text, and { $value } is not one. Nothing was changed.
bot-discord-option-yes_no = `{ $option }` takes True or False, and { $value } is neither. Nothing was changed.
bot-discord-option-choice = `{ $option }` takes one of the values it offers, and { $value } is not one of them. Nothing was changed.
