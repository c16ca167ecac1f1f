# A slash-command option whose value is not of its declared type (bot/discord/options.py): said privately,
# nothing runs. $option is the option's name, $value what was sent.
bot-discord-option-whole = `{ $option }` admite un número entero, y { $value } no lo es. No se ha cambiado nada.
bot-discord-option-whole_range = `{ $option }` admite un número entero de { $min } a { $max }, y { $value } no lo es. No se ha cambiado nada.
bot-discord-option-number = `{ $option }` admite un número, y { $value } no lo es. No se ha cambiado nada.
bot-discord-option-number_range = `{ $option }` admite un número de { $min } a { $max }, y { $value } no lo es. No se ha cambiado nada.
bot-discord-option-text = `{ $option }` admite un texto, y { $value } no lo es. No se ha cambiado nada.
bot-discord-option-yes_no = `{ $option }` admite True o False, y { $value } no es ninguno de los dos. No se ha cambiado nada.
bot-discord-option-choice = `{ $option }` admite solo los valores que ofrece, y { $value } no es uno de ellos. No se ha cambiado nada.
