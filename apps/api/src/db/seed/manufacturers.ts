/**
 * Real manufacturers with their ISO 3166 country: `code|name|country` (the country's names are in
 * drugs/countries.ts). The code is how the substance table names a brand's maker; ids follow this order.
 * `GENERIC_MAKERS` make the unbranded (INN-named) generics.
 */
export const MANUFACTURERS = `
nika|Nika Pharm|UZ
radiks|Radiks|UZ
jurabek|Jurabek Laboratories|UZ
merrymed|Merrymed Farm|UZ
remedy|Remedy Group|UZ
asklepiy|Asklepiy|UZ
dentafill|Dentafill Plyus|UZ
rekamed|Reka-Med Farm|UZ
pharmstd|Pharmstandard|RU
ozon|Ozon|RU
vertex|Vertex|RU
obnov|Obnovlenie|RU
tathim|Tatkhimfarmpreparaty|RU
valenta|Valenta Pharm|RU
biosint|Biosintez|RU
microgen|Microgen|RU
materia|Materia Medica Holding|RU
polysan|Polysan|RU
petrovax|Petrovax|RU
akrikhin|Akrikhin|RU
nizhpharm|Nizhpharm|RU
sun|Sun Pharmaceutical|IN
reddys|Dr. Reddy's Laboratories|IN
cipla|Cipla|IN
lupin|Lupin|IN
microlabs|Micro Labs|IN
torrent|Torrent Pharmaceuticals|IN
glenmark|Glenmark|IN
ajanta|Ajanta Pharma|IN
zydus|Zydus Lifesciences|IN
bayer|Bayer|DE
berlin|Berlin-Chemie|DE
stada|Stada|DE
boehr|Boehringer Ingelheim|DE
merck|Merck KGaA|DE
bionorica|Bionorica|DE
schwabe|Dr. Willmar Schwabe|DE
hexal|Hexal|DE
richter|Gedeon Richter|HU
egis|Egis|HU
krka|KRKA|SI
lek|Lek|SI
novartis|Novartis|CH
roche|Roche|CH
sandoz|Sandoz|CH
sanofi|Sanofi|FR
servier|Servier|FR
upsa|UPSA|FR
fabre|Pierre Fabre|FR
ipsen|Ipsen|FR
gsk|GlaxoSmithKline|GB
astra|AstraZeneca|GB
reckitt|Reckitt Benckiser|GB
pfizer|Pfizer|US
jnj|Johnson & Johnson|US
abbott|Abbott|US
msd|MSD|US
lilly|Eli Lilly|US
teva|Teva|IL
polpharma|Polpharma|PL
belmed|Belmedpreparaty|BY
borisov|Borisov Medical Preparations Plant|BY
farmak|Farmak|UA
darnitsa|Darnitsa|UA
abdi|Abdi Ibrahim|TR
nobel|Nobel Ilac|TR
novo|Novo Nordisk|DK
lundbeck|Lundbeck|DK
menarini|Menarini|IT
recordati|Recordati|IT
chiesi|Chiesi|IT
takeda|Takeda|JP
chimpharm|Chimpharm|KZ
grindeks|Grindeks|LV
olain|Olainfarm|LV
pliva|Pliva|HR
zentiva|Zentiva|CZ
ucb|UCB|BE
sopharma|Sopharma|BG
sotex|Sotex|RU
dompe|Dompe|IT
bms|Bristol-Myers Squibb|US
astellas|Astellas|JP
sintez|Sintez|RU
hemofarm|Hemofarm|RS
medochemie|Medochemie|CY
alkaloid|Alkaloid|MK
baush|Bausch Health|US
bryntsalov|Bryntsalov-A|RU
zambon|Zambon|IT
bosnalijek|Bosnalijek|BA
jodas|Jodas Expoim|IN
unique|Unique Pharmaceutical Laboratories|IN
ferrer|Ferrer Internacional|ES
niarmedik|Niarmedik Plus|RU
feron|Feron|RU
biocad|Biocad|RU
firn|Firn M|RU
gilead|Gilead Sciences|US
natco|Natco Pharma|IN
natur|Natur Product|RU
innotech|Innotech International|FR
valeant|Valeant|US
krewel|Krewel Meuselbach|DE
engelhard|Engelhard Arzneimittel|DE
nycomed|Nycomed|DK
polfa|Polfa Warszawa|PL
jadran|Jadran Galenski Laboratorij|HR
gilbert|Laboratoires Gilbert|FR
omega|Omega Pharma|BE
uriach|Uriach|ES
santen|Santen|FI
orion|Orion|FI
ipca|Ipca Laboratories|IN
worwag|Worwag Pharma|DE
actavis|Actavis|IS
lannacher|G.L. Pharma|AT
canonpharma|Canonpharma|RU
pro-med|PRO.MED.CS Praha|CZ
alfa|Alfasigma|IT
balkanpharma|Balkanpharma|BG
vramed|Vramed|RU
madaus|Madaus|DE
eisai|Eisai|JP
mayoly|Mayoly Spindler|FR
sayany|Sayany|RU
avva|Avva Rus|RU
kreoma|Kreoma-Pharm|UA
belupo|Belupo|HR
falk|Dr. Falk Pharma|DE
veropharm|Veropharm|RU
nabros|Nabros Pharma|IN
vifitech|Vifitech|RU
merz|Merz Pharma|DE
partner|Partner|RU
biocodex|Biocodex|FR
ferring|Ferring|CH
pharmakor|Pharmakor|RU
kimia|Kimia Farma|ID
bago|Laboratorios Bago|AR
diod|Diod|RU
galenika|Galenika|RS
jelfa|Jelfa|PL
leo|LEO Pharma|DK
besins|Besins Healthcare|BE
vifor|Vifor|CH
om|OM Pharma|CH
queisser|Queisser Pharma|DE
evalar|Evalar|RU
shifa|Shifa|UZ
krasnogorsk|Krasnogorskleksredstva|RU
dentinox|Dentinox|DE
rosa|Rosa-Phytopharma|FR
biolik|Biolik|UA
unipharm|Unipharm|US
akvion|Akvion|RU
merckle|Merckle|DE
ferrosan|Ferrosan|DK
medana|Medana Pharma|PL
uniq|Unique Pharmaceuticals|IN
solgar|Solgar|US
biafarma|Biafarma|RU
orkla|Orkla Health|NO
pik|PIK-Pharma|RU
galychpharm|Galychpharm|UA
organon|Organon|NL
angelini|Angelini|IT
neurim|Neurim Pharmaceuticals|IL
biotiki|Biotiki|RU
ever|Ever Neuro Pharma|AT
pharmasoft|Pharmasoft|RU
gerot|Gerot Pharmazeutika|AT
meda|Meda Pharma|SE
medac|Medac|DE
grunenthal|Grunenthal|DE
3m|3M|US
galderma|Galderma|CH
ursapharm|Ursapharm|DE
bausch|Bausch + Lomb|US
rompharm|Rompharm Company|RO
chauvin|Chauvin Ankerpharm|DE
promed|Promed Exports|IN
moskhimfarm|Moskhimfarmpreparaty|RU
infamed|Infamed|RU
schulke|Schulke & Mayr|DE
johnson|McNeil|US
jagsonpal|Jagsonpal Pharmaceuticals|IN
ranbaxy|Ranbaxy|IN
sophartex|Sophartex|FR
bouchara|Bouchara-Recordati|FR
altaivitaminy|Altaivitaminy|RU
biogaia|BioGaia|SE
forest|Forest Tosara|IE
vitabiotics|Vitabiotics|GB
shreya|Shreya Life Sciences|IN
wockhardt|Wockhardt|IN
allergan|Allergan|IE
bbraun|B. Braun|DE
baxter|Baxter|US
aspen|Aspen|ZA
mepha|Mepha|CH
exeltis|Exeltis|ES
tendra|Tendra|SE
fitofarm|Fitofarm|PL
omron|Omron Healthcare|JP
microlife|Microlife|CH
bwell|B.Well Swiss|CH
geratherm|Geratherm Medical|DE
navtex|Navtex|RU
hartmann|Paul Hartmann|DE
tonus|Tonus Elast|LV
bsn|BSN medical|DE
frautest|Fraumed|DE
spd|SPD Swiss Precision Diagnostics|CH
evitest|Evitest|DE
nutricia|Nutricia|NL
nestle|Nestlé|CH
hipp|HiPP|DE
ausnutria|Ausnutria|NL
progress|Progress|RU
buebchen|Bübchen|DE
expanscience|Laboratoires Expanscience|FR
mann|Mann & Schröder|DE
pg|Procter & Gamble|US
kimberly|Kimberly-Clark|US
unionswiss|Union-Swiss|ZA
loreal|L'Oréal|FR
naos|NAOS|FR
beiersdorf|Beiersdorf|DE
theiss|Dr. Theiss Naturwaren|DE
splat|Splat|RU
curaden|Curaden|CH
cpr|CPR|DE
masculan|Masculan|DE
`;

/** Makers of generics sold under the INN name: Uzbek factories first, as in a Tashkent pharmacy. */
export const GENERIC_MAKERS = [
  'nika',
  'radiks',
  'jurabek',
  'merrymed',
  'remedy',
  'asklepiy',
  'rekamed',
  'dentafill',
  'pharmstd',
  'ozon',
  'vertex',
  'obnov',
  'tathim',
  'borisov',
  'belmed',
  'farmak',
  'darnitsa',
  'microlabs',
  'ajanta',
  'glenmark',
  'lupin',
  'cipla',
  'chimpharm',
  'polpharma',
  'abdi',
  'nobel',
];
