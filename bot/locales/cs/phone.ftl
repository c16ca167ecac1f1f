### Obrázky pro telefon u stolu v terminálu (bot/terminal.py): karta k telefonu vedle obrázku desky a
### vlastní oblast hráče (obrázek jeho panelu).

bot-local-phone_written = (karta k telefonu uložena do { $path })
bot-local-panel_written = (tvoje vlastní oblast uložena do { $path })
bot-local-points_written = (odkud se vzaly body: obrázek uložen do { $path })
