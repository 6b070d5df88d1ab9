/**
 * Active substances (INN) with their real brands, one a line: `inn|ru|category|forms|rx|brands`.
 * forms: `code:strength,strength+code:strength` (codes in forms.ts); rx: 1 prescription only;
 * brands: `Brand@maker` (maker codes in manufacturers.ts), `Brand@maker[t:500мг s:120мг/5мл]` for a brand sold
 * only in those of the INN's strengths, `=@maker` for that maker's generic under the INN name (how Uzbek
 * factories sell most of theirs). More generics named after the INN are added by code.
 */
export const SUBSTANCES = `
paracetamol|парацетамол|102|t:200мг,500мг+ef:500мг+s:120мг/5мл+r:100мг,250мг|0|Панадол@gsk[t:500мг],Эффералган@upsa[ef:500мг],Калпол@jnj[s:120мг/5мл],Цефекон Д@nizhpharm[r:100мг r:250мг]
ibuprofen|ибупрофен|101|t:200мг,400мг+su:100мг/5мл+g:5%|0|Нурофен@reckitt,Ибуфен@polpharma[su:100мг/5мл],Миг@berlin[t:200мг t:400мг],Долгит@jnj[g:5%]
acetylsalicylic acid|ацетилсалициловая кислота|101|t:100мг,500мг|0|Аспирин@bayer[t:500мг],Аспирин Кардио@bayer[t:100мг],Тромбо АСС@lannacher[t:100мг]
acetylsalicylic acid + paracetamol + caffeine|ацетилсалициловая кислота + парацетамол + кофеин|101|t:240мг/180мг/30мг|0|Цитрамон П@pharmstd,Цитрамон Ультра@obnov,Аскофен@pharmstd
drotaverine|дротаверин|107|t:40мг,80мг+i:20мг/мл|0|Но-шпа@sanofi,=@nika,Дротаверин форте@ozon[t:80мг]
metamizole sodium|метамизол натрия|101|t:500мг+i:500мг/мл|0|Анальгин@pharmstd,Баралгин@sanofi,Темпалгин@sopharma
diclofenac|диклофенак|101|t:50мг,100мг+g:1%,5%+i:25мг/мл|0|Вольтарен@novartis[t:50мг t:100мг g:1% i:25мг/мл],Ортофен@tathim,Диклак@hexal[g:5%],Наклофен@krka
ketorolac|кеторолак|101|t:10мг+i:30мг/мл|1|Кеторол@reddys,Кетанов@sun,=@nika
nimesulide|нимесулид|101|t:100мг+p:100мг|0|Найз@reddys,Нимесил@berlin,Нимулид@sun
meloxicam|мелоксикам|101|t:7.5мг,15мг+i:15мг/1.5мл|1|Мовалис@boehr,Амелотекс@sotex,=@nika
ketoprofen|кетопрофен|101|t:100мг+g:2.5%+i:50мг/мл|0|Кетонал@sandoz,Фламакс@ozon,Артрозилен@dompe
naproxen|напроксен|101|t:250мг,500мг|0|Налгезин@krka,Напроксен-Акри@akrikhin
indometacin|индометацин|101|t:25мг+r:50мг,100мг+m:10%|0|Метиндол@polpharma
aceclofenac|ацеклофенак|101|t:100мг|1|Аэртал@richter
dexketoprofen|декскетопрофен|101|t:25мг+i:50мг/2мл|1|Дексалгин@menarini,Фламадекс@ozon
celecoxib|целекоксиб|101|c:100мг,200мг|1|Целебрекс@pfizer,Дилакса@valenta
etoricoxib|эторикоксиб|101|t:60мг,90мг,120мг|1|Аркоксиа@msd,Экзинеф@teva
lornoxicam|лорноксикам|101|t:4мг,8мг|1|Ксефокам@takeda
tramadol|трамадол|101|c:50мг+i:50мг/мл|1|Трамал@boehr
pentazocine|пентазоцин|101|i:30мг/мл|1|Фортрал@sanofi
butorphanol|буторфанол|101|i:2мг/мл|1|Стадол@bms
amoxicillin|амоксициллин|103|c:250мг,500мг+t:1000мг+su:250мг/5мл|1|Флемоксин Солютаб@astellas[t:1000мг],Амоксил@gsk,Оспамокс@sandoz[t:1000мг su:250мг/5мл]
amoxicillin + clavulanic acid|амоксициллин + клавулановая кислота|103|t:625мг,1000мг+su:228.5мг/5мл|1|Аугментин@gsk,Амоксиклав@lek,Флемоклав Солютаб@astellas
ampicillin|ампициллин|103|t:250мг+i:500мг,1000мг|1|Ампициллин-АКОС@sintez
azithromycin|азитромицин|103|t:500мг+c:250мг+su:200мг/5мл|1|Сумамед@pliva,Азитрокс@pharmstd,Зитролид@valenta,Хемомицин@hemofarm
clarithromycin|кларитромицин|103|t:250мг,500мг|1|Клацид@abbott,Фромилид@krka,Клабакс@sun
erythromycin|эритромицин|103|t:250мг+m:10000ЕД/г|1|Эритромицин-ЛекТ@tathim
ceftriaxone|цефтриаксон|103|i:500мг,1000мг|1|Роцефин@roche,Лендацин@lek,=@nika
cefazolin|цефазолин|103|i:500мг,1000мг|1|Цефазолин-АКОС@sintez,Тотацеф@bms
cefuroxime|цефуроксим|103|t:250мг,500мг+i:750мг|1|Зиннат@gsk,Аксетин@medochemie,Зинацеф@gsk
cefixime|цефиксим|103|c:400мг+su:100мг/5мл|1|Супракс@astellas,Панцеф@alkaloid,Цефорал Солютаб@astellas
cefotaxime|цефотаксим|103|i:1000мг|1|Клафоран@sanofi
cefepime|цефепим|103|i:1000мг|1|Максипим@bms
ciprofloxacin|ципрофлоксацин|103|t:250мг,500мг+gl:0.3%|1|Ципролет@reddys,Ципробай@bayer,Ципринол@krka
levofloxacin|левофлоксацин|103|t:250мг,500мг+i:5мг/мл|1|Таваник@sanofi,Лефлобакт@sintez,Глево@glenmark,Флорацид@valenta
ofloxacin|офлоксацин|103|t:200мг,400мг+gl:0.3%|1|Заноцин@sun,Таривид@sanofi,Флоксал@baush
moxifloxacin|моксифлоксацин|103|t:400мг|1|Авелокс@bayer,Моксимак@polpharma
norfloxacin|норфлоксацин|103|t:400мг|1|Нолицин@krka,Норбактин@sun
doxycycline|доксициклин|103|c:100мг+t:100мг|1|Юнидокс Солютаб@astellas,Вибрамицин@pfizer
tetracycline|тетрациклин|103|t:100мг+m:1%,3%|1|Тетрациклин-АКОС@sintez
gentamicin|гентамицин|103|i:40мг/мл+m:0.1%|1|Гентамицин-Фармак@farmak
amikacin|амикацин|103|i:250мг/мл|1|Амикацин-Ферейн@bryntsalov
vancomycin|ванкомицин|103|i:500мг,1000мг|1|Ванкомицин-Тева@teva,Эдицин@lek
linezolid|линезолид|103|t:600мг|1|Зивокс@pfizer,Амизолид@sun
metronidazole|метронидазол|103|t:250мг,500мг+g:1%+i:5мг/мл|1|Трихопол@polpharma,Флагил@sanofi,Метрогил@sun,Клион@richter
tinidazole|тинидазол|103|t:500мг|1|Тиниба@reddys,Фазижин@pfizer
ornidazole|орнидазол|103|t:500мг|1|Тиберал@roche,Дазолик@sun
nitrofurantoin|нитрофурантоин|103|t:50мг,100мг|1|Фурадонин@obnov
furazidin|фуразидин|103|c:50мг,100мг+t:50мг|0|Фурамаг@olain,Фурагин@olain
fosfomycin|фосфомицин|103|p:3г|1|Монурал@zambon,Урофосфабол@sotex
co-trimoxazole|ко-тримоксазол|103|t:480мг,960мг+su:240мг/5мл|1|Бисептол@polpharma,Бактрим@roche
nifuroxazide|нифуроксазид|107|c:200мг+su:200мг/5мл|0|Энтерофурил@bosnalijek,Эрсефурил@sanofi,Стопдиар@richter
rifampicin|рифампицин|103|c:150мг,300мг|1|Рифадин@sanofi,Римактан@sandoz
isoniazid|изониазид|103|t:100мг,300мг|1|=@nika
clindamycin|клиндамицин|103|c:150мг,300мг+g:1%|1|Далацин@pfizer,Клиндовит@abdi,Клиндацин@akrikhin
lincomycin|линкомицин|103|c:250мг+i:300мг/мл|1|Линкомицин-АКОС@sintez
josamycin|джозамицин|103|t:500мг,1000мг|1|Вильпрафен Солютаб@astellas
roxithromycin|рокситромицин|103|t:150мг,300мг|1|Рулид@sanofi,Рокситромицин-Фармак@farmak
benzathine benzylpenicillin|бензатина бензилпенициллин|103|i:1200000ЕД,2400000ЕД|1|Бициллин-1@sintez,Экстенциллин@sanofi
meropenem|меропенем|103|i:500мг,1000мг|1|Меронем@astra,Меропенем-Джодас@jodas
imipenem + cilastatin|имипенем + циластатин|103|i:500мг/500мг|1|Тиенам@msd
fluconazole|флуконазол|111|c:50мг,150мг+i:2мг/мл|0|Дифлюкан@pfizer,Флюкостат@pharmstd,Микосист@richter,=@nika
itraconazole|итраконазол|111|c:100мг|1|Орунгал@jnj,Румикоз@zentiva,Ирунин@vertex
terbinafine|тербинафин|111|t:250мг+e:1%+a:1%|0|Ламизил@novartis,Экзифин@reddys,Тербизил@richter
clotrimazole|клотримазол|111|e:1%+m:1%+t:100мг|0|Кандид@glenmark,Канестен@bayer,Клотримазол-Акри@akrikhin
ketoconazole|кетоконазол|111|t:200мг+e:2%|0|Низорал@jnj,Микозорал@akrikhin
nystatin|нистатин|111|t:500000ЕД+m:100000ЕД/г|0|=@nika
natamycin|натамицин|111|t:100мг+e:2%+r:100мг|0|Пимафуцин@astellas
econazole|эконазол|111|e:1%+r:150мг|0|Экодакс@unique,Гинопеварил@jnj
naftifine|нафтифин|111|e:1%+k:1%|0|Экзодерил@sandoz,Микодерил@akrikhin
sertaconazole|сертаконазол|111|e:2%+r:300мг|0|Залаин@ferrer
voriconazole|вориконазол|111|t:50мг,200мг|1|Вифенд@pfizer
acyclovir|ацикловир|104|t:200мг,400мг+e:5%+m:3%|0|Зовиракс@gsk,Ацик@hexal,Виролекс@krka,Герперакс@microlabs
valacyclovir|валацикловир|104|t:500мг,1000мг|1|Валтрекс@gsk,Валвир@teva,=@nika
famciclovir|фамцикловир|104|t:250мг,500мг|1|Фамвир@novartis,=@jurabek
oseltamivir|осельтамивир|104|c:30мг,75мг|1|Тамифлю@roche,Номидес@farmak
umifenovir|умифеновир|104|c:50мг,100мг|0|Арбидол@pharmstd,Арпефлю@pharmstd
ingavirin|имидазолилэтанамид пентандиовой кислоты|104|c:30мг,90мг|0|Ингавирин@valenta
kagocel|кагоцел|104|t:12мг|0|Кагоцел@niarmedik
tilorone|тилорон|104|t:60мг,125мг|0|Амиксин@pharmstd,Лавомакс@nizhpharm
rimantadine|римантадин|104|t:50мг|0|Орвирем@olain,Ремантадин@olain
interferon alfa-2b|интерферон альфа-2b|104|r:150000МЕ,500000МЕ,1000000МЕ+a:10000МЕ/мл|0|Виферон@feron,Генферон@biocad,Гриппферон@firn
inosine pranobex|инозин пранобекс|104|t:500мг|0|Изопринозин@teva,Гроприносин@richter
enisamium iodide|энисамия йодид|104|t:250мг|0|Нобазит@farmak
ribavirin|рибавирин|104|c:200мг|1|=@nika
tenofovir|тенофовир|104|t:300мг|1|Вирокап@cipla
entecavir|энтекавир|104|t:0.5мг,1мг|1|Бараклюд@bms
sofosbuvir|софосбувир|104|t:400мг|1|Совальди@gilead,Хепцинат@natco
lamivudine|ламивудин|104|t:150мг|1|Эпивир@gsk
zidovudine|зидовудин|104|c:100мг|1|Ретровир@gsk
phenylephrine + paracetamol + pheniramine|парацетамол + фенилэфрин + фенирамин|105|p:325мг/10мг/20мг|0|ТераФлю@gsk,Максиколд@pharmstd,Фервекс@upsa
paracetamol + phenylephrine + chlorphenamine|парацетамол + фенилэфрин + хлорфенамин|105|t:500мг/10мг/2мг+p:500мг/10мг/2мг|0|Колдрекс@gsk,Ринза@unique,Антигриппин@natur
ambroxol|амброксол|105|t:30мг+s:15мг/5мл,30мг/5мл+k:7.5мг/мл|0|Лазолван@sanofi,Амбробене@teva,Халиксол@egis,Амброгексал@hexal
acetylcysteine|ацетилцистеин|105|ef:200мг,600мг+p:100мг,200мг|0|АЦЦ@sandoz,Флуимуцил@zambon,Мукобене@teva
bromhexine|бромгексин|105|t:8мг+s:4мг/5мл|0|Бромгексин Берлин-Хеми@berlin,Сольвин@krka
carbocisteine|карбоцистеин|105|s:250мг/5мл+c:375мг|0|Флюдитек@innotech,Бронхобос@valeant
guaifenesin|гвайфенезин|105|s:100мг/5мл|0|Туссин@abdi
butamirate|бутамират|105|s:1.5мг/мл+k:5мг/мл|0|Синекод@novartis,Омнитус@hemofarm,Панатус@krka
dextromethorphan|декстрометорфан|105|s:15мг/5мл|0|Туссин плюс@abdi,Алекс плюс@lek
ivy leaf extract|плюща листьев экстракт|105|s:35мг/5мл+ef:65мг|0|Геделикс@krewel[s:35мг/5мл],Проспан@engelhard,Гербион плющ@krka[s:35мг/5мл]
thyme extract|тимьяна экстракт|105|s:100мл|0|Бронхикум@sanofi,Пертуссин@tathim
althaea root|алтея корень|105|s:100мл+t:50мг|0|Мукалтин@tathim,=@nika
xylometazoline|ксилометазолин|105|a:0.05%,0.1%+k:0.05%,0.1%|0|Отривин@gsk,Ксимелин@nycomed,Галазолин@polfa,Снуп@stada,Ринонорм@teva
oxymetazoline|оксиметазолин|105|a:0.025%,0.05%+k:0.01%|0|Називин@merck,Африн@bayer,=@nika
naphazoline|нафазолин|105|k:0.05%,0.1%|0|Нафтизин@obnov,Санорин@teva
sea water|морская вода|105|a:30мл,100мл|0|Аквамарис@jadran,Квикс@berlin,Маример@gilbert,Физиомер@omega
mometasone|мометазон|108|a:50мкг/доза+e:0.1%+m:0.1%|1|Назонекс@msd,Элоком@msd,Момат@glenmark,Назонекс Сенсо@msd
fluticasone|флутиказон|108|a:50мкг/доза+in:125мкг/доза|1|Фликсоназе@gsk,Фликсотид@gsk,Назарел@teva
budesonide|будесонид|108|in:100мкг/доза,200мкг/доза+a:50мкг/доза|1|Пульмикорт@astra,Тафен назаль@lek,Буденит Стери-Неб@teva
beclometasone|беклометазон|108|in:100мкг/доза,250мкг/доза|1|Беклазон Эко@teva,Насобек@teva
salbutamol|сальбутамол|108|in:100мкг/доза+t:2мг,4мг|1|Вентолин@gsk,Саламол Эко@teva[in:100мкг/доза]
salmeterol + fluticasone|салметерол + флутиказон|108|in:25/125мкг,25/250мкг|1|Серетид@gsk,Салтиказон-натив@natur
budesonide + formoterol|будесонид + формотерол|108|in:160/4.5мкг|1|Симбикорт Турбухалер@astra
ipratropium bromide + fenoterol|ипратропия бромид + фенотерол|108|in:20/50мкг/доза|1|Беродуал@boehr,Ипрамол Стери-Неб@teva
tiotropium bromide|тиотропия бромид|108|in:18мкг,2.5мкг/доза|1|Спирива@boehr
montelukast|монтелукаст|108|t:4мг,5мг,10мг|1|Сингуляр@msd,Монтелар@sandoz,Синглон@richter
theophylline|теофиллин|108|c:100мг,200мг,300мг|1|Теотард@krka
aminophylline|аминофиллин|108|t:150мг+i:24мг/мл|1|Эуфиллин@obnov
loratadine|лоратадин|108|t:10мг+s:5мг/5мл|0|Кларитин@bayer,Кларотадин@akrikhin,Ломилан@lek
desloratadine|дезлоратадин|108|t:5мг+s:0.5мг/мл|0|Эриус@bayer,=@remedy,Лордестин@richter,Эзлор@glenmark
cetirizine|цетиризин|108|t:10мг+k:10мг/мл|0|Зиртек@ucb,Зодак@zentiva,Цетрин@reddys,Парлазин@egis
levocetirizine|левоцетиризин|108|t:5мг+k:5мг/мл|0|Ксизал@ucb,Супрастинекс@egis,Глензет@glenmark
fexofenadine|фексофенадин|108|t:120мг,180мг|0|Телфаст@sanofi,Фексадин@sun,Аллегра@sanofi
chloropyramine|хлоропирамин|108|t:25мг+i:20мг/мл|0|Супрастин@egis
clemastine|клемастин|108|t:1мг+i:1мг/мл|0|Тавегил@novartis
mebhydrolin|мебгидролин|108|t:100мг|0|Диазолин@pharmstd
dimetindene|диметинден|108|k:1мг/мл+g:0.1%|0|Фенистил@gsk
ebastine|эбастин|108|t:10мг,20мг|0|Кестин@takeda
rupatadine|рупатадин|108|t:10мг|0|Рупафин@uriach
diphenhydramine|дифенгидрамин|108|t:50мг+i:10мг/мл|1|Димедрол@obnov
hifenadine|хифенадин|108|t:10мг,25мг|0|Фенкарол@olain
ketotifen|кетотифен|108|t:1мг+s:1мг/5мл|0|Задитен@novartis
cromoglicic acid|кромоглициевая кислота|108|gl:2%+a:2%|0|Кромогексал@hexal,Лекролин@santen
amlodipine|амлодипин|106|t:5мг,10мг|1|Норваск@pfizer,Нормодипин@richter,Тенокс@krka,=@nika
nifedipine|нифедипин|106|t:10мг,20мг,30мг|1|Коринфар@takeda,Кордафлекс@egis,Осмо-Адалат@bayer
felodipine|фелодипин|106|t:5мг,10мг|1|Плендил@astra
lercanidipine|лерканидипин|106|t:10мг,20мг|1|Леркамен@berlin
verapamil|верапамил|106|t:40мг,80мг,240мг|1|Изоптин@abbott,Финоптин@orion
diltiazem|дилтиазем|106|t:60мг,90мг|1|=@nika
enalapril|эналаприл|106|t:5мг,10мг,20мг|1|Энап@krka,Ренитек@msd,Берлиприл@berlin,Эднит@richter
lisinopril|лизиноприл|106|t:5мг,10мг,20мг|1|Диротон@richter,Лизорил@ipca,Лизиноприл-Тева@teva
perindopril|периндоприл|106|t:5мг,10мг|1|Престариум А@servier,Перинева@krka,Парнавел@ozon
ramipril|рамиприл|106|t:2.5мг,5мг,10мг|1|Тритаце@sanofi,Хартил@egis,Амприлан@krka
captopril|каптоприл|106|t:25мг,50мг|1|Капотен@akrikhin,Каптоприл-Акри@akrikhin
fosinopril|фозиноприл|106|t:10мг,20мг|1|Моноприл@bms,Фозикард@pharmstd
zofenopril|зофеноприл|106|t:7.5мг,30мг|1|Зокардис@menarini
losartan|лозартан|106|t:25мг,50мг,100мг|1|Козаар@msd,Лозап@zentiva,Лориста@krka,Презартан@ipca
valsartan|валсартан|106|t:80мг,160мг|1|Диован@novartis,Валз@teva,Вальсакор@krka
candesartan|кандесартан|106|t:8мг,16мг|1|Атаканд@astra,Кандекор@krka
telmisartan|телмисартан|106|t:40мг,80мг|1|Микардис@boehr,Телсартан@reddys,Телпрес@krka
irbesartan|ирбесартан|106|t:150мг,300мг|1|Апровель@sanofi
olmesartan|олмесартана медоксомил|106|t:20мг,40мг|1|Кардосал@berlin
azilsartan|азилсартана медоксомил|106|t:40мг,80мг|1|Эдарби@takeda
bisoprolol|бисопролол|106|t:2.5мг,5мг,10мг|1|Конкор@merck,Бисогамма@worwag,Бипрол@obnov,Нипертен@krka
metoprolol|метопролол|106|t:25мг,50мг,100мг|1|Беталок ЗОК@astra,Эгилок@egis,Вазокардин@krka
nebivolol|небиволол|106|t:5мг|1|Небилет@berlin,Бинелол@krka,Небилонг@microlabs
carvedilol|карведилол|106|t:6.25мг,12.5мг,25мг|1|Дилатренд@roche,Кориол@krka,Акридилол@akrikhin
atenolol|атенолол|106|t:50мг,100мг|1|Тенормин@astra,=@nika
propranolol|пропранолол|106|t:10мг,40мг|1|Анаприлин@obnov,Обзидан@teva
hydrochlorothiazide|гидрохлоротиазид|106|t:25мг,100мг|1|Гипотиазид@sanofi
indapamide|индапамид|106|t:1.5мг,2.5мг|1|Арифон ретард@servier,Индап@teva,Равел СР@krka
furosemide|фуросемид|106|t:40мг+i:10мг/мл|1|Лазикс@sanofi,=@nika
torasemide|торасемид|106|t:5мг,10мг|1|Диувер@teva,Бритомар@ferrer,Тригрим@polpharma
spironolactone|спиронолактон|106|t:25мг,50мг+c:100мг|1|Верошпирон@richter,Альдактон@pfizer
eplerenone|эплеренон|106|t:25мг,50мг|1|Инспра@pfizer
atorvastatin|аторвастатин|106|t:10мг,20мг,40мг|1|Липримар@pfizer,Торвакард@zentiva,Аторис@krka,Липтонорм@pharmstd
rosuvastatin|розувастатин|106|t:5мг,10мг,20мг|1|Крестор@astra,Роксера@krka,Мертенил@richter,Розукард@zentiva
simvastatin|симвастатин|106|t:10мг,20мг,40мг|1|Зокор@msd,Вазилип@krka,Симвагексал@hexal
pitavastatin|питавастатин|106|t:1мг,2мг,4мг|1|Ливазо@recordati
ezetimibe|эзетимиб|106|t:10мг|1|Эзетрол@msd,Отелио@ozon
fenofibrate|фенофибрат|106|c:145мг,200мг|1|Трайкор@abbott,Липантил@abbott
clopidogrel|клопидогрел|106|t:75мг|1|Плавикс@sanofi,Зилт@krka,Эгитромб@egis,Лопирел@actavis
ticagrelor|тикагрелор|106|t:60мг,90мг|1|Брилинта@astra
warfarin|варфарин|106|t:2.5мг,5мг|1|Варфарин Никомед@takeda,Варфарекс@grindeks
rivaroxaban|ривароксабан|106|t:10мг,15мг,20мг|1|Ксарелто@bayer
apixaban|апиксабан|106|t:2.5мг,5мг|1|Эликвис@pfizer
dabigatran etexilate|дабигатрана этексилат|106|c:110мг,150мг|1|Прадакса@boehr
heparin sodium|гепарин натрия|106|i:5000МЕ/мл+g:1000МЕ/г|1|Лиотон 1000@berlin,Гепатромбин@hemofarm,Тромблесс@nizhpharm
enoxaparin sodium|эноксапарин натрия|106|i:4000анти-Ха МЕ/0.4мл|1|Клексан@sanofi,Анфибра@microgen
nitroglycerin|нитроглицерин|106|t:0.5мг+a:0.4мг/доза|1|Нитроминт@egis,Нитрокор@obnov
isosorbide mononitrate|изосорбида мононитрат|106|t:20мг,40мг|1|Моночинкве@lannacher,Моносан@polpharma
isosorbide dinitrate|изосорбида динитрат|106|t:10мг+a:1.25мг/доза|1|Кардикет@ucb,Изокет@ucb
trimetazidine|триметазидин|106|t:20мг,35мг|1|Предуктал МВ@servier,Депренорм МВ@canonpharma,Римекор@ozon
meldonium|мельдоний|106|c:250мг,500мг+i:100мг/мл|0|Милдронат@grindeks,Идринол@sotex,Кардионат@chimpharm
ivabradine|ивабрадин|106|t:5мг,7.5мг|1|Кораксан@servier,Бравадин@krka
digoxin|дигоксин|106|t:0.25мг|1|Дигоксин Гриндекс@grindeks
amiodarone|амиодарон|106|t:200мг+i:50мг/мл|1|Кордарон@sanofi,=@nika
propafenone|пропафенон|106|t:150мг|1|Пропанорм@pro-med,Ритмонорм@abbott
moxonidine|моксонидин|106|t:0.2мг,0.4мг|1|Физиотенз@abbott,Моксонитекс@sotex,Тензотран@actavis
methyldopa|метилдопа|106|t:250мг|1|Допегит@egis
clonidine|клонидин|106|t:0.15мг|1|Клофелин@obnov
pentoxifylline|пентоксифиллин|106|t:100мг,400мг+i:20мг/мл|1|Трентал@sanofi,Пентилин@krka,Агапурин@zentiva
sulodexide|сулодексид|106|c:250ЛЕ|1|Вессел Дуэ Ф@alfa
diosmin + hesperidin|диосмин + гесперидин|106|t:500мг,1000мг|0|Детралекс@servier,Венарус@obnov
troxerutin|троксерутин|106|c:300мг+g:2%|0|Троксевазин@balkanpharma,Троксерутин-Врамед@vramed
escin|эсцин|106|g:1%+t:40мг|0|Репарил-гель Н@madaus,=@nika
omeprazole|омепразол|107|c:10мг,20мг,40мг|0|Омез@reddys,Ультоп@krka,Лосек МАПС@astra,Гастрозол@pharmstd
esomeprazole|эзомепразол|107|t:20мг,40мг|1|Нексиум@astra,Эманера@krka,=@nika
pantoprazole|пантопразол|107|t:20мг,40мг|1|Контролок@takeda,Нольпаза@krka,Санпраз@sun
rabeprazole|рабепразол|107|t:10мг,20мг|1|Париет@eisai,Разо@reddys,Зульбекс@krka
lansoprazole|лансопразол|107|c:15мг,30мг|1|Ланзап@reddys,Эпикурус@ozon
famotidine|фамотидин|107|t:20мг,40мг|0|Квамател@richter,Гастросидин@akrikhin
ranitidine|ранитидин|107|t:150мг,300мг|0|Ранисан@krka,Зантак@gsk
domperidone|домперидон|107|t:10мг+su:1мг/мл|0|Мотилиум@jnj,Мотилак@vertex,=@nika
itopride|итоприд|107|t:50мг|1|Ганатон@abbott,Итомед@pro-med
metoclopramide|метоклопрамид|107|t:10мг+i:5мг/мл|1|Церукал@teva,Реглан@pliva
ondansetron|ондансетрон|107|t:4мг,8мг+i:2мг/мл|1|Зофран@gsk,Латран@sotex
trimebutine|тримебутин|107|t:100мг,200мг|0|Тримедат@valenta,Нейробутин@canonpharma
mebeverine|мебеверин|107|c:200мг+t:135мг|0|Дюспаталин@abbott,Ниаспам@sun,Спарекс@canonpharma
hyoscine butylbromide|гиосцина бутилбромид|107|t:10мг+r:10мг|0|Бускопан@sanofi
alverine + simethicone|альверин + симетикон|107|c:60мг/300мг|0|Метеоспазмил@mayoly
pinaverium bromide|пинаверия бромид|107|t:50мг,100мг|0|Дицетел@abbott
simethicone|симетикон|107|c:40мг+su:40мг/мл+k:40мг/мл|0|Эспумизан@berlin,Саб симплекс@pfizer,Боботик@polpharma,Куплатон@chimpharm
loperamide|лоперамид|107|c:2мг+t:2мг|0|Имодиум@jnj,Лопедиум@hexal,Диара@obnov
smectite dioctahedral|смектит диоктаэдрический|107|p:3г|0|Смекта@ipsen,Неосмектин@pharmstd,=@nika
activated charcoal|активированный уголь|107|t:250мг+c:200мг|0|Карболен@obnov,Ультра-Адсорб@stada
lignin hydrolytic|лигнин гидролизный|107|t:400мг+p:50г|0|Полифепан@sayany,Фильтрум-СТИ@avva
polymethylsiloxane polyhydrate|полиметилсилоксана полигидрат|107|g:135г,225г|0|Энтеросгель@kreoma
lactulose|лактулоза|107|s:667мг/мл|0|Дюфалак@abbott,Нормазе@menarini,Порталак@belupo
macrogol|макрогол|107|p:4г,10г,64г|0|Форлакс@ipsen,Фортранс@ipsen,Транзипег@hexal
bisacodyl|бисакодил|107|t:5мг+r:10мг|0|Дульколакс@sanofi,=@nika
sodium picosulfate|натрия пикосульфат|107|k:7.5мг/мл+t:5мг|0|Гутталакс@sanofi,Регулакс пикосульфат@krewel,Слабилен@obnov
sennosides|сеннозиды A и B|107|t:13.5мг|0|Сенаде@cipla,Сенадексин@olain
pancreatin|панкреатин|107|c:10000ЕД,25000ЕД+t:3500ЕД|0|Креон@abbott,Мезим форте@berlin,Панзинорм@krka,Микразим@avva,=@nika
ursodeoxycholic acid|урсодезоксихолевая кислота|107|c:250мг+t:500мг+su:250мг/5мл|1|Урсофальк@falk,Урсосан@pro-med,Урдокса@pharmstd
ademetionine|адеметионин|107|t:400мг+i:400мг|1|Гептрал@abbott,Гептор@veropharm
phospholipids essential|фосфолипиды|107|c:300мг|0|Эссенциале форте Н@sanofi,Эссливер форте@nabros,Резалют Про@berlin
silymarin|силимарин|107|t:70мг,140мг+c:140мг|0|Карсил@sopharma,Легалон@madaus,Силимар@vifitech
ornithine|орнитин|107|p:3г+i:500мг/мл|0|Гепа-Мерц@merz
glycyrrhizic acid + phospholipids|глицирризиновая кислота + фосфолипиды|107|c:35мг/65мг|0|Фосфоглив@pharmstd
bifidobacterium bifidum|бифидобактерии бифидум|107|c:10^7КОЕ+p:5доз|0|Бифидумбактерин@partner,Пробифор@partner
lactobacillus|лактобактерии|107|c:10^9КОЕ|0|Линекс@sandoz,Аципол@valenta,Лактофильтрум@avva
saccharomyces boulardii|сахаромицеты буларди|107|c:250мг+p:250мг|0|Энтерол@biocodex
bismuth subcitrate|висмута трикалия дицитрат|107|t:120мг|0|Де-Нол@astellas,Новобисмол@obnov,Улькавис@krka
sucralfate|сукральфат|107|t:1г+su:1г/5мл|0|Вентер@krka
aluminium hydroxide + magnesium hydroxide|алгелдрат + магния гидроксид|107|su:170мл+t:400мг|0|Маалокс@sanofi,Алмагель@balkanpharma,Фосфалюгель@astellas
sodium alginate|натрия альгинат|107|su:250мг/5мл+t:250мг|0|Гевискон@reckitt,Гевискон Двойное действие@reckitt
calcium carbonate + magnesium carbonate|кальция карбонат + магния карбонат|107|t:680мг/80мг|0|Ренни@bayer,Тальцид@bayer
mesalazine|месалазин|107|t:500мг,1000мг+r:1г|1|Салофальк@falk,Пентаса@ferring,Месакол@sun
rifaximin|рифаксимин|107|t:200мг|1|Альфа Нормикс@alfa
metformin|метформин|110|t:500мг,850мг,1000мг|1|Глюкофаж@merck,Сиофор@berlin,Метфогамма@worwag,Глиформин@akrikhin,=@nika
gliclazide|гликлазид|110|t:30мг,60мг,80мг|1|Диабетон МВ@servier,Глидиаб@akrikhin,Диабефарм@pharmakor
glimepiride|глимепирид|110|t:1мг,2мг,3мг,4мг|1|Амарил@sanofi,Глемаз@kimia,Диамерид@akrikhin
glibenclamide|глибенкламид|110|t:3.5мг,5мг|1|Манинил@berlin,=@nika
sitagliptin|ситаглиптин|110|t:50мг,100мг|1|Янувия@msd,Кселевия@berlin
sitagliptin + metformin|ситаглиптин + метформин|110|t:50мг/500мг,50мг/1000мг|1|Янумет@msd
vildagliptin|вилдаглиптин|110|t:50мг|1|Галвус@novartis
linagliptin|линаглиптин|110|t:5мг|1|Тражента@boehr
empagliflozin|эмпаглифлозин|110|t:10мг,25мг|1|Джардинс@boehr
dapagliflozin|дапаглифлозин|110|t:5мг,10мг|1|Форсига@astra
pioglitazone|пиоглитазон|110|t:15мг,30мг|1|Актос@takeda,Пиоглар@sun
acarbose|акарбоза|110|t:50мг,100мг|1|Глюкобай@bayer
insulin glargine|инсулин гларгин|110|i:100ЕД/мл|1|Лантус СолоСтар@sanofi,Туджео СолоСтар@sanofi
insulin aspart|инсулин аспарт|110|i:100ЕД/мл|1|НовоРапид ФлексПен@novo
insulin lispro|инсулин лизпро|110|i:100ЕД/мл|1|Хумалог@lilly
insulin detemir|инсулин детемир|110|i:100ЕД/мл|1|Левемир ФлексПен@novo
insulin human|инсулин человеческий|110|i:100МЕ/мл|1|Актрапид НМ@novo,Хумулин НПХ@lilly,Протафан НМ@novo,Инсуман Базал@sanofi
liraglutide|лираглутид|110|i:6мг/мл|1|Виктоза@novo,Саксенда@novo
semaglutide|семаглутид|110|i:1.34мг/мл|1|Оземпик@novo
levothyroxine sodium|левотироксин натрия|110|t:25мкг,50мкг,75мкг,100мкг|1|Эутирокс@merck,L-Тироксин@berlin,Баготирокс@bago
thiamazole|тиамазол|110|t:5мг,10мг|1|Тирозол@merck,Мерказолил@akrikhin
potassium iodide|калия йодид|110|t:100мкг,200мкг|0|Йодомарин@berlin,Йодбаланс@merck,Йод-Актив@diod
prednisolone|преднизолон|110|t:5мг+i:30мг/мл+m:0.5%|1|Преднизолон Никомед@takeda,Медопред@medochemie
methylprednisolone|метилпреднизолон|110|t:4мг,16мг+i:250мг|1|Медрол@pfizer,Метипред@orion,Солу-Медрол@pfizer
dexamethasone|дексаметазон|110|t:0.5мг+i:4мг/мл+gl:0.1%|1|Дексаметазон-Фармак@farmak,Дексазон@galenika,Офтан Дексаметазон@santen
hydrocortisone|гидрокортизон|111|m:1%+e:1%+su:25мг/мл|1|Латикорт@jelfa,Локоид@astellas,Кортеф@pfizer
betamethasone|бетаметазон|111|e:0.05%+m:0.05%+i:7мг/мл|1|Белодерм@belupo,Акридерм@akrikhin,Дипроспан@msd,Целестодерм-В@msd
betamethasone + gentamicin + clotrimazole|бетаметазон + гентамицин + клотримазол|111|e:0.05%/0.1%/1%+m:0.05%/0.1%/1%|1|Тридерм@bayer,Акридерм ГК@akrikhin,Кандидерм@glenmark
clobetasol|клобетазол|111|e:0.05%+m:0.05%|1|Дермовейт@gsk,Пауэркорт@glenmark
methylprednisolone aceponate|метилпреднизолона ацепонат|111|e:0.1%+m:0.1%|1|Адвантан@leo,Комфодерм@akrikhin,=@nika
fluocinolone acetonide|флуоцинолона ацетонид|111|m:0.025%+g:0.025%|1|Синафлан@akrikhin,Флуцинар@jelfa
triamcinolone|триамцинолон|111|m:0.1%+i:40мг/мл|1|Кеналог@bms,Полькортолон@polfa
desmopressin|десмопрессин|110|t:0.1мг,0.2мг+a:10мкг/доза|1|Минирин@ferring,Пресайнекс@ferring
cabergoline|каберголин|110|t:0.5мг|1|Достинекс@pfizer,Берголак@veropharm
bromocriptine|бромокриптин|110|t:2.5мг|1|Бромокриптин-Рихтер@richter
alendronic acid|алендроновая кислота|110|t:70мг|1|Фосамакс@msd,=@nika
ibandronic acid|ибандроновая кислота|110|t:150мг|1|Бонвива@roche
estradiol|эстрадиол|110|t:1мг,2мг+g:0.06%,0.1%|1|Прогинова@bayer[t:2мг],Дивигель@orion[g:0.1%],Эстрожель@besins[g:0.06%]
progesterone|прогестерон|110|c:100мг,200мг+g:8%|1|Утрожестан@besins,Пражисан@glenmark,Ипрожин@besins
dydrogesterone|дидрогестерон|110|t:10мг|1|Дюфастон@abbott
drospirenone + ethinylestradiol|дроспиренон + этинилэстрадиол|110|t:3мг/0.03мг,3мг/0.02мг|1|Ярина@bayer,Джес@bayer,Мидиана@richter,Димиа@richter
levonorgestrel|левоноргестрел|110|t:1.5мг,0.75мг|1|Постинор@richter,Эскапел@richter
dienogest|диеногест|110|t:2мг|1|Визанна@bayer,Зафрилла@zentiva
desogestrel + ethinylestradiol|дезогестрел + этинилэстрадиол|110|t:0.15мг/0.02мг,0.15мг/0.03мг|1|Новинет@richter,Регулон@richter,Марвелон@msd
clomifene|кломифен|110|t:50мг|1|Кломид@sanofi,Клостилбегит@egis
folic acid|фолиевая кислота|403|t:0.4мг,1мг,5мг|0|Фолацин@jadran[t:5мг],=@nika,Мамифол@polpharma[t:0.4мг]
iron(III) hydroxide polymaltose|железа (III) гидроксид полимальтозат|403|t:100мг+s:50мг/5мл+k:50мг/мл|0|Мальтофер@vifor,Феррум Лек@lek,=@nika
ferrous sulfate + ascorbic acid|железа сульфат + аскорбиновая кислота|403|t:320мг/60мг|0|Сорбифер Дурулес@egis,Тардиферон@fabre,Актиферрин@teva
iron sucrose|железа (III) гидроксид сахарозный комплекс|403|i:20мг/мл|1|Венофер@vifor,Ликферр100@sun
hexoprenaline|гексопреналин|403|t:0.5мг+i:5мкг/мл|1|Гинипрал@takeda
oxytocin|окситоцин|403|i:5МЕ/мл|1|Окситоцин-Рихтер@richter
tamsulosin|тамсулозин|106|c:0.4мг|1|Омник@astellas,Фокусин@zentiva,=@nika
finasteride|финастерид|106|t:5мг|1|Проскар@msd,Пенестер@zentiva
dutasteride|дутастерид|106|c:0.5мг|1|Аводарт@gsk
sildenafil|силденафил|106|t:25мг,50мг,100мг|1|Виагра@pfizer,Динамико@teva,=@nika
tadalafil|тадалафил|106|t:5мг,20мг|1|Сиалис@lilly,Тадалафил-Тева@teva
solifenacin|солифенацин|106|t:5мг,10мг|1|Везикар@astellas
oxybutynin|оксибутинин|106|t:5мг|1|Дриптан@abbott
serenoa repens extract|серенои ползучей плодов экстракт|302|c:320мг|0|Простамол Уно@berlin,Пермиксон@fabre
cranberry extract|клюквы экстракт|302|c:500мг|0|Монурель@zambon,Уро-Ваксом@om
canephron|золототысячника трава + любистока корень + розмарина листья|302|t:18мг/18мг/18мг+k:100мл|0|Канефрон Н@bionorica
sinupret|горечавки корень + первоцвета цветы + щавеля трава|302|t:6мг/18мг/18мг+k:100мл|0|Синупрет@bionorica,Синупрет экстракт@bionorica
tonsilgon|алтея корень + ромашка + хвощ|302|t:25мг+k:100мл|0|Тонзилгон Н@bionorica
valerian|валерианы экстракт|302|t:20мг,200мг+k:25мл|0|=@nika,Валерианы экстракт@pharmstd,Доппельгерц Валериана@queisser
motherwort|пустырника экстракт|302|t:14мг+k:25мл|0|Пустырник Форте@evalar
hawthorn|боярышника плоды|302|k:25мл+t:100мг|0|=@shifa,=@nika
echinacea|эхинацеи пурпурной трава|302|t:200мг+k:50мл|0|Иммунал@lek,Эхинацея Гексал@hexal,Эстифан@evalar
ginkgo biloba|гинкго двулопастного листьев экстракт|302|t:40мг,80мг,120мг|0|Танакан@ipsen,Билобил@krka,Мемоплант@schwabe,Гинкоум@evalar
chamomile flowers|ромашки аптечной цветки|301|p:1.5г+k:100мл|0|Ромазулан@bionorica,Ромашка аптечная@krasnogorsk
sage leaves|шалфея листья|301|p:1.5г+t:10мг|0|Сальвин@vertex,Шалфей@krasnogorsk
peppermint leaves|мяты перечной листья|301|p:1.5г,50г|0|Мята перечная@krasnogorsk
nettle leaves|крапивы листья|301|p:1.5г,50г|0|Крапива@krasnogorsk
senna leaves|сенны листья|301|p:1.5г,50г|0|Сенны листья@krasnogorsk,Кафиол@cipla
calendula flowers|календулы цветки|301|p:1.5г+m:10%|0|=@nika,Ротокан@vifitech
bearberry leaves|толокнянки листья|301|p:1.5г,50г|0|Толокнянка@krasnogorsk
fennel fruits|фенхеля обыкновенного плоды|301|p:1.5г+k:100мл|0|Бебинос@dentinox,Плантекс@lek
St John's wort|зверобоя трава|301|p:1.5г,50г+t:300мг|0|Негрустин@pharmstd,Деприм@valeant
licorice root|солодки корни|301|s:100мл+p:50г|0|Солодки корня сироп@tathim
rose hip|шиповника плоды|301|s:250мл+p:100г|0|Холосас@vifitech,=@nika
breast collection|грудной сбор|301|p:1.5г,50г|0|Сбор грудной №4@krasnogorsk,Бронхолитин@sopharma
gastric collection|желудочный сбор|301|p:1.5г,50г|0|Сбор желудочный@krasnogorsk
kidney collection|почечный чай|301|p:1.5г,50г|0|Фитонефрол@krasnogorsk,Ортосифон@krasnogorsk
sedative collection|успокоительный сбор|301|p:1.5г,50г|0|Фитоседан@krasnogorsk
eleutherococcus|элеутерококка корневищ экстракт|302|k:50мл+t:200мг|0|=@nika
ginseng root|женьшеня корня экстракт|302|k:25мл+c:200мг|0|Гербион женьшень@krka,Доппельгерц Женьшень@queisser
milk thistle|расторопши пятнистой плодов экстракт|302|t:35мг+c:140мг|0|Гепабене@teva,Силибор@pharmstd
artichoke leaf extract|артишока листьев экстракт|302|t:200мг+k:100мл|0|Хофитол@rosa,=@nika
pelargonium sidoides|пеларгонии сидоидес корней экстракт|302|t:20мг+k:20мл|0|Умкалор@schwabe
birch tar|березовый деготь|302|m:40г|0|Мазь Вишневского@tathim
propolis|прополиса экстракт|302|a:30мл+k:25мл|0|Пропосол@vifitech,=@nika
aloe extract|алоэ экстракт|302|i:1мл+s:100мл|0|Алоэ экстракт жидкий@biolik
retinol|ретинол|201|c:33000МЕ+k:3.44%|0|Ретинола ацетат@tathim,Аевит@microgen
tocopherol|токоферол|201|c:100мг,200мг,400мг|0|Витамин Е Зентива@zentiva,Токоферола ацетат@tathim
ascorbic acid|аскорбиновая кислота|201|t:50мг,500мг+ef:1000мг+i:100мг/мл|0|=@nika,Упсавит витамин С@upsa,Аскорутин@tathim,Цевикап@polpharma
thiamine|тиамин|201|i:50мг/мл|1|Тиамина хлорид@borisov
pyridoxine|пиридоксин|201|t:10мг+i:50мг/мл|1|=@nika
cyanocobalamin|цианокобаламин|201|i:0.5мг/мл|1|=@nika
thiamine + pyridoxine + cyanocobalamin|тиамин + пиридоксин + цианокобаламин|201|t:100мг/200мг/200мкг+i:2мл|1|Мильгамма@worwag,Нейромультивит@lannacher,Комбилипен@pharmstd,Нейробион@merck
benfotiamine + pyridoxine|бенфотиамин + пиридоксин|201|t:100мг/100мг|0|Мильгамма композитум@worwag,Бенфолипен@pharmstd
multivitamins|поливитамины|201|t:30шт,60шт+s:150мл|0|Компливит@pharmstd,Центрум@pfizer,Витрум@unipharm,Алфавит@akvion,Супрадин@bayer,Пиковит@krka
multivitamins + minerals for pregnancy|поливитамины для беременных|403|t:30шт+c:30шт|0|Элевит Пронаталь@bayer,Прегнавит@merckle,Компливит Мама@pharmstd,Фемибион@merck
vitamins for children|поливитамины для детей|201|t:30шт+s:150мл|0|Мультитабс Бэби@ferrosan,Киндер Биовиталь@merckle,Юникап Юниор@jnj
colecalciferol|колекальциферол|202|k:15000МЕ/мл+t:1000МЕ,2000МЕ,5000МЕ+c:10000МЕ|0|Аквадетрим@medana,Вигантол@merck,Детримакс@uniq,=@remedy
alfacalcidol|альфакальцидол|202|c:0.25мкг,1мкг|1|Альфа Д3-Тева@teva,Этальфа@leo
calcitriol|кальцитриол|202|c:0.25мкг,0.5мкг|1|Рокальтрол@roche
calcium carbonate + colecalciferol|кальция карбонат + колекальциферол|203|t:500мг/200МЕ,500мг/400МЕ|0|Кальций-Д3 Никомед@takeda,Кальцемин@bayer,Компливит Кальций Д3@pharmstd
calcium gluconate|кальция глюконат|203|t:500мг+i:100мг/мл|0|=@nika
magnesium + pyridoxine|магния лактат + пиридоксин|203|t:470мг/5мг|0|Магне B6@sanofi,Магнелис В6@pharmstd,Магвит@belmed,=@nika
potassium and magnesium aspartate|калия и магния аспарагинат|203|t:158мг/140мг+i:10мл|0|Панангин@richter,Аспаркам@pharmstd
zinc|цинка сульфат|203|t:124мг|0|Цинктерал@polpharma
selenium|селен|203|t:50мкг|0|Селцинк@pro-med
iron bisglycinate|железа бисглицинат|203|c:25мг|0|Ферретаб@lannacher,=@remedy
omega-3 triglycerides|омега-3 триглицериды|204|c:500мг,1000мг|0|Омакор@abbott,Доппельгерц Омега-3@queisser,Солгар Омега-3@solgar
fish oil|рыбий жир|204|c:300мг,500мг+s:100мл|0|Рыбий жир Биафишенол@biafarma,Меллер@orkla
levocarnitine|левокарнитин|203|s:300мг/мл+i:1г/5мл|0|Элькар@pik,=@nika
lysine aescinate|L-лизина эсцинат|106|i:1мг/мл|1|L-лизина эсцинат@galychpharm
amitriptyline|амитриптилин|109|t:10мг,25мг|1|Амитриптилин Никомед@takeda,Саротен@lundbeck
fluoxetine|флуоксетин|109|c:20мг|1|Прозак@lilly,Флуоксетин Ланнахер@lannacher,Продеп@sun
sertraline|сертралин|109|t:50мг,100мг|1|Золофт@pfizer,Асентра@krka,Стимулотон@egis
escitalopram|эсциталопрам|109|t:10мг,20мг|1|Ципралекс@lundbeck,Элицея@krka,Селектра@ozon
paroxetine|пароксетин|109|t:20мг|1|Паксил@gsk,Рексетин@richter
fluvoxamine|флувоксамин|109|t:50мг,100мг|1|Феварин@abbott
venlafaxine|венлафаксин|109|t:37.5мг,75мг|1|Велаксин@egis,Велафакс@pliva
duloxetine|дулоксетин|109|c:30мг,60мг|1|Симбалта@lilly,Интрива@sun
mirtazapine|миртазапин|109|t:15мг,30мг,45мг|1|Ремерон@organon,Каликста@krka
agomelatine|агомелатин|109|t:25мг|1|Вальдоксан@servier
trazodone|тразодон|109|t:150мг|1|Триттико@angelini
quetiapine|кветиапин|109|t:25мг,100мг,200мг|1|Сероквель@astra,=@nika,Кетилепт@egis
olanzapine|оланзапин|109|t:5мг,10мг|1|Зипрекса@lilly,Эголанза@egis
risperidone|рисперидон|109|t:1мг,2мг,4мг|1|Рисполепт@jnj,Риссет@pliva
aripiprazole|арипипразол|109|t:10мг,15мг|1|Абилифай@bms,Амдоал@ozon
haloperidol|галоперидол|109|t:1.5мг,5мг+i:5мг/мл|1|Галоперидол-Рихтер@richter
sulpiride|сульпирид|109|c:50мг+t:200мг|1|Эглонил@sanofi,Бетамакс@polfa
diazepam|диазепам|109|t:5мг+i:5мг/мл|1|Сибазон@akrikhin,Реланиум@polfa
phenazepam|бромдигидрохлорфенилбензодиазепин|109|t:0.5мг,1мг|1|Феназепам@valenta
alprazolam|алпразолам|109|t:0.25мг,0.5мг,1мг|1|Ксанакс@pfizer,Золомакс@nizhpharm
tofisopam|тофизопам|109|t:50мг|1|Грандаксин@egis
hydroxyzine|гидроксизин|109|t:25мг|1|Атаракс@ucb
etifoxine|этифоксин|109|c:50мг|1|Стрезам@biocodex
fabomotizole|фабомотизол|109|t:5мг,10мг|0|Афобазол@pharmstd
zopiclone|зопиклон|109|t:7.5мг|1|Имован@sanofi,Сомнол@krka
zolpidem|золпидем|109|t:10мг|1|Ивадал@sanofi,Санвал@lek
doxylamine|доксиламин|109|t:15мг|0|Донормил@upsa,=@nika
melatonin|мелатонин|109|t:3мг|0|Мелаксен@unipharm,Циркадин@neurim,=@nika
glycine|глицин|109|t:100мг|0|Глицин-Био@biotiki,=@nika
piracetam|пирацетам|109|t:400мг,800мг,1200мг+i:200мг/мл|0|Ноотропил@ucb,Луцетам@egis,=@nika
phenibut|аминофенилмасляная кислота|109|t:250мг|1|Фенибут@olain,Ноофен@olain
gamma-aminobutyric acid|гамма-аминомасляная кислота|109|t:250мг|1|Аминалон@valenta
citicoline|цитиколин|109|s:100мг/мл+i:500мг/4мл|1|Цераксон@ferrer,Нейпилепт@pharmstd,=@nika
cerebrolysin|церебролизин|109|i:1мл,5мл,10мл|1|Церебролизин@ever
cinnarizine|циннаризин|109|t:25мг|0|Стугерон@jnj,=@nika
vinpocetine|винпоцетин|109|t:5мг,10мг+i:5мг/мл|1|Кавинтон@richter,Винпоцетин форте@ozon
betahistine|бетагистин|109|t:8мг,16мг,24мг|1|Бетасерк@abbott,Вестибо@teva,Бетавер@microlabs
ethylmethylhydroxypyridine succinate|этилметилгидроксипиридина сукцинат|109|t:125мг+i:50мг/мл|1|Мексидол@pharmasoft,Мексиприм@nizhpharm,Нейрокс@pharmstd
nicergoline|ницерголин|109|t:10мг,30мг|1|Сермион@pfizer
memantine|мемантин|109|t:10мг,20мг|1|Акатинол Мемантин@merz,Меманталь@pharmstd
donepezil|донепезил|109|t:5мг,10мг|1|Арисепт@eisai,Алзепил@egis
rivastigmine|ривастигмин|109|c:1.5мг,3мг,6мг|1|Экселон@novartis
galantamine|галантамин|109|t:8мг,16мг|1|Реминил@jnj
carbamazepine|карбамазепин|109|t:200мг,400мг|1|Финлепсин@teva,Тегретол@novartis
valproic acid|вальпроевая кислота|109|t:300мг,500мг+s:57.64мг/мл|1|Депакин Хроно@sanofi,Конвулекс@gerot,Энкорат Хроно@sun
lamotrigine|ламотриджин|109|t:25мг,50мг,100мг|1|Ламиктал@gsk,Сейзар@alkaloid
levetiracetam|леветирацетам|109|t:250мг,500мг,1000мг|1|Кеппра@ucb,Леветинол@richter,Эпитерра@teva
topiramate|топирамат|109|t:25мг,100мг|1|Топамакс@jnj,Топсавер@zentiva
pregabalin|прегабалин|109|c:75мг,150мг,300мг|1|Лирика@pfizer,Альгерика@richter,=@nika
gabapentin|габапентин|109|c:300мг,400мг|1|Нейронтин@pfizer,Тебантин@richter,Габагамма@worwag
phenobarbital|фенобарбитал|109|t:100мг|1|=@nika
oxcarbazepine|окскарбазепин|109|t:300мг,600мг|1|Трилептал@novartis
levodopa + carbidopa|леводопа + карбидопа|109|t:250мг/25мг|1|Наком@msd,Тидомет форте@torrent
pramipexole|прамипексол|109|t:0.25мг,1мг|1|Мирапекс@boehr
trihexyphenidyl|тригексифенидил|109|t:2мг|1|Циклодол@pharmstd
tizanidine|тизанидин|109|t:2мг,4мг|1|Сирдалуд@novartis,Тизалуд@polpharma
tolperisone|толперизон|109|t:50мг,150мг+i:100мг/мл|1|Мидокалм@richter,Толперизон-ОВ@vertex
baclofen|баклофен|109|t:10мг,25мг|1|Баклосан@polpharma
sumatriptan|суматриптан|109|t:50мг,100мг|1|Имигран@gsk,Амигренин@vertex
zolmitriptan|золмитриптан|109|t:2.5мг|1|Зомиг@astra
rizatriptan|ризатриптан|109|t:10мг|1|Ризаттера@teva
thioctic acid|тиоктовая кислота|109|t:300мг,600мг+i:25мг/мл|1|Берлитион@berlin,Тиогамма@worwag,Октолипен@pharmstd,Тиолепта@canonpharma
chondroitin sulfate|хондроитина сульфат|101|c:250мг,500мг+m:5%+i:100мг/мл|0|Структум@fabre,Хондроксид@nizhpharm,Мукосат@microgen
glucosamine|глюкозамин|101|p:1500мг+t:750мг|0|Дона@meda,Артрон Флекс@unipharm
glucosamine + chondroitin|глюкозамин + хондроитина сульфат|101|t:500мг/400мг+c:500мг/400мг|0|Терафлекс@bayer,Артра@unipharm,=@nika
allopurinol|аллопуринол|101|t:100мг,300мг|1|Милурит@egis,Аллопуринол-Эгис@egis
febuxostat|фебуксостат|101|t:80мг,120мг|1|Аденурик@menarini
colchicine|колхицин|101|t:1мг|1|Колхикум-дисперт@madaus
methotrexate|метотрексат|101|t:2.5мг,10мг+i:10мг/мл|1|Метотрексат-Эбеве@sandoz,Методжект@medac
hydroxychloroquine|гидроксихлорохин|101|t:200мг|1|Плаквенил@sanofi,Иммард@ipca
sulfasalazine|сульфасалазин|107|t:500мг|1|Сульфасалазин-ЕН@krka
leflunomide|лефлуномид|101|t:10мг,20мг|1|Арава@sanofi,Элафра@zentiva
lidocaine|лидокаин|101|i:20мг/мл+a:10%+g:2%|1|Версатис@grunenthal,Лидокаин-Фармак@farmak,Луан@farmak
procaine|прокаин|101|i:5мг/мл,20мг/мл|1|Новокаин@obnov
articaine + epinephrine|артикаин + эпинефрин|101|i:40мг/0.01мг/мл|1|Ультракаин Д-С@sanofi,Убистезин@3m
benzocaine|бензокаин|101|t:300мг+m:5%|0|Анестезин@tathim
camphor|камфора|101|m:10%+k:10%|0|Камфорный спирт@tathim
menthol + methyl salicylate|левоментол + метилсалицилат|101|m:25г,50г|0|Бен-Гей@jnj,=@nika
capsicum extract|стручкового перца экстракт|101|m:50г+e:30г|0|Капсикам@grindeks,Финалгон@sanofi
dimethyl sulfoxide|диметилсульфоксид|101|k:100мл+g:25%|0|Димексид@tathim
dexpanthenol|декспантенол|111|e:5%+m:5%+a:5%|0|Бепантен@bayer,Пантенол@jadran,Д-Пантенол@nizhpharm,Пантодерм@akrikhin
zinc oxide|цинка оксид|111|m:10%+e:15%|0|Цинковая мазь@tathim,Деситин@jnj
sulfathiazole silver|сульфатиазол серебра|111|e:2%|0|Аргосульфан@jelfa
chloramphenicol + methyluracil|хлорамфеникол + метилурацил|111|m:40г|0|Левомеколь@nizhpharm,=@nika
methyluracil|метилурацил|111|m:10%+t:500мг+r:500мг|0|=@nika
fusidic acid|фузидовая кислота|111|e:2%+m:2%|1|Фуцидин@leo,Фузидерм@glenmark
mupirocin|мупироцин|111|m:2%|1|Бактробан@gsk,Супироцин@glenmark
azelaic acid|азелаиновая кислота|111|e:20%+g:15%|0|Скинорен@bayer,Азикс-Дерм@akrikhin
adapalene|адапален|111|g:0.1%+e:0.1%|1|Дифферин@galderma,Клензит@glenmark,=@nika
benzoyl peroxide|бензоила пероксид|111|g:2.5%,5%|0|Базирон АС@galderma,Эффезел@galderma
isotretinoin|изотретиноин|111|c:10мг,20мг|1|Роаккутан@roche,Акнекутан@jadran
tacrolimus|такролимус|111|m:0.03%,0.1%+c:0.5мг,1мг|1|Протопик@leo,Програф@astellas
pimecrolimus|пимекролимус|111|e:1%|1|Элидел@meda
permethrin|перметрин|111|e:5%+a:0.5%|0|Ниттифор@tathim,Медифокс@polysan
benzyl benzoate|бензилбензоат|111|m:20%+e:25%|0|=@nika
salicylic acid|салициловая кислота|111|m:2%,5%+k:1%|0|Салициловая мазь@tathim
heparin + benzocaine + benzyl nicotinate|гепарин натрия + бензокаин + бензилникотинат|106|m:25г|0|Гепариновая мазь@nizhpharm
hyaluronic acid|гиалуроновая кислота|112|gl:0.1%,0.15%+i:20мг/2мл|0|Хило-Комод@ursapharm,Артелак Баланс@bausch,Оксиал@santen
tobramycin|тобрамицин|112|gl:0.3%|1|Тобрекс@novartis,Тобропт@rompharm
tobramycin + dexamethasone|тобрамицин + дексаметазон|112|gl:3мг/1мг|1|Тобрадекс@novartis,Дексатобропт@rompharm
timolol|тимолол|112|gl:0.25%,0.5%|1|Арутимол@chauvin,Окумед@promed
latanoprost|латанопрост|112|gl:0.005%|1|Ксалатан@pfizer,Глаупрост@rompharm
dorzolamide|дорзоламид|112|gl:2%|1|Трусопт@santen,Дорзопт@rompharm
brinzolamide|бринзоламид|112|gl:1%|1|Азопт@novartis
tropicamide|тропикамид|112|gl:0.5%,1%|1|Мидриацил@novartis
taurine|таурин|112|gl:4%+t:500мг|0|Тауфон@pharmstd,Дибикор@pik
hypromellose|гипромеллоза|112|gl:0.3%,0.5%|0|Искусственная слеза@rompharm,Дефислез@sintez
olopatadine|олопатадин|112|gl:0.1%|0|Опатанол@novartis
azelastine|азеластин|112|gl:0.05%+a:0.1%|0|Аллергодил@meda
sulfacetamide|сульфацетамид|112|gl:20%|0|Альбуцид@obnov
chloramphenicol|хлорамфеникол|112|gl:0.25%+t:250мг,500мг|1|=@nika,Левомицетин Актитаб@actavis
moxifloxacin eye drops|моксифлоксацин глазной|112|gl:0.5%|1|Вигамокс@novartis,=@jurabek
bilberry extract|черники экстракт|112|t:100мг+c:160мг|0|Черника-форте@evalar,Миртилене форте@sanofi
lutein + zeaxanthin|лютеин + зеаксантин|112|t:10мг/2мг+c:10мг/2мг|0|Окувайт Лютеин@bausch,Витрум Вижн@unipharm
emoxipine|метилэтилпиридинол|112|gl:1%+i:10мг/мл|1|Эмоксипин@moskhimfarm
chlorhexidine|хлоргексидин|111|k:0.05%+r:16мг+g:0.5%|0|=@nika,Гексикон@nizhpharm,Себидин@polpharma
miramistin|бензилдиметил-миристоиламино-пропиламмоний|111|a:0.01%+m:0.5%|0|Мирамистин@infamed,=@nika
povidone-iodine|повидон-йод|111|k:10%+m:10%+r:200мг|0|Бетадин@egis,=@nika
hydrogen peroxide|водорода пероксид|111|k:3%|0|=@nika
octenidine|октенидин|111|a:50мл,250мл|0|Октенисепт@schulke
brilliant green|бриллиантовый зеленый|111|k:1%|0|Зеленка@tathim,=@nika
ethanol|этанол|111|k:70%,90%|0|=@nika
hexetidine|гексэтидин|105|a:0.2%+k:0.1%|0|Гексорал@johnson,Стоматидин@bosnalijek
amylmetacresol + dichlorobenzyl alcohol|амилметакрезол + дихлорбензиловый спирт|105|t:0.6мг/1.2мг|0|Стрепсилс@reckitt,Ринза Лорсепт@unique,Суприма-ЛОР@jagsonpal
flurbiprofen|флурбипрофен|105|t:8.75мг+a:8.75мг/доза|0|Стрепфен@reckitt
benzydamine|бензидамин|105|a:0.255мг/доза+t:3мг|0|Тантум Верде@angelini,Оралсепт@nobel
ambazone|амбазон|105|t:10мг|0|Фарингосепт@ranbaxy
tyrothricin|тиротрицин|105|t:1мг|0|Тирозур@engelhard,Граммидин@valenta
grammicidin c|грамицидин С|105|t:1.5мг,3мг|0|Граммидин нео@valenta
cetylpyridinium|цетилпиридиния хлорид|105|t:1.5мг+a:0.1%|0|Септолете тотал@krka,Септолете@krka
lysozyme + pyridoxine|лизоцим + пиридоксин|105|t:20мг/10мг|0|Лизобакт@bosnalijek,Лизак@farmak
fusafungine|фузафунгин|105|a:50мкг/доза|0|Биопарокс@servier
framycetin|фрамицетин|105|a:1.25%|1|Изофра@sophartex
phenazone + lidocaine|феназон + лидокаин|105|k:40мг/10мг/г|0|Отипакс@biocodex,Отирелакс@rompharm
rifamycin|рифамицин|105|k:2.6%|1|Отофа@bouchara
ciprofloxacin ear drops|ципрофлоксацин ушной|105|k:0.3%|1|Ципромед@promed
codeine + sodium bicarbonate + licorice|кодеин + натрия гидрокарбонат + солодка|105|t:8мг/200мг/200мг|1|Коделак@pharmstd
pentoxyverine|пентоксиверин|105|t:20мг+s:1.35мг/мл|0|Седотуссин@ucb
prenoxdiazine|преноксдиазин|105|t:100мг|0|Либексин@sanofi
fenspiride|фенспирид|105|t:80мг+s:2мг/мл|1|Эреспал@servier,=@nika
oseltamivir suspension|осельтамивир суспензия|104|su:12мг/мл|1|Тамифлю порошок@roche
anaferon|антитела к гамма-интерферону|104|t:3мг|0|Анаферон@materia,Анаферон детский@materia,Эргоферон@materia
tetrahydrozoline|тетризолин|112|gl:0.05%|0|Визин Классический@jnj,Монтевизин@bausch
dexpanthenol eye gel|декспантенол глазной|112|g:5%|0|Корнерегель@bausch
cyclopentolate|циклопентолат|112|gl:1%|1|Цикломед@promed
vitamin B complex|витамины группы B|201|t:30шт|0|Нейровитан@pharmstd,Пентовит@pharmstd
biotin|биотин|201|t:5мг,10мг|0|=@remedy
niacin|никотиновая кислота|201|t:50мг+i:10мг/мл|1|=@nika
ubidecarenone|убидекаренон|201|c:30мг,100мг|0|Кудесан@akvion,Коэнзим Q10 Доппельгерц@queisser
lipoic acid|липоевая кислота|201|t:25мг|0|=@nika
ginkgo + vitamins|гинкго + витамины|201|c:30шт|0|Доппельгерц Гинкго Билоба@queisser
chlorophyllipt|эвкалипта прутовидного листьев экстракт|302|a:15мл+t:12.5мг+k:20мл|0|Хлорофиллипт@vifitech
eucalyptus oil|эвкалипта масло|302|a:30мл+k:25мл|0|Каметон@nizhpharm,Ингалипт@vifitech
tea tree oil|чайного дерева масло|302|k:10мл|0|=@nika
pumpkin seed oil|тыквы семян масло|302|c:500мг+k:100мл|0|Тыквеол@vifitech
sea buckthorn oil|облепихи масло|302|c:200мг+r:500мг+k:50мл|0|=@nika,Олазоль@altaivitaminy
linseed oil|льняное масло|204|c:1000мг+k:250мл|0|=@nika
krill oil|масло криля|204|c:500мг|0|Омега-3 Криль@solgar
evening primrose oil|масло энотеры|204|c:500мг,1000мг|0|Энотера Эвалар@evalar
symbiotic infant|пробиотик для детей|107|k:5мл,10мл+p:1г|0|Бифиформ Бэби@pfizer,Аципол Малыш@valenta,Линекс для детей@sandoz,Биогая@biogaia
infant simethicone|симетикон для детей|107|k:30мл,50мл|0|Боботик капли@polpharma,Саб симплекс капли@pfizer,Эспумизан Бэби@berlin
infant colic drops|укропа плоды + фенхель|107|k:30мл+p:5г|0|Плантекс гранулы@lek,Бейби Калм@pik,Укропная вода@nika
infant rehydration|регидратационная соль|107|p:10.7г,18.9г|0|Регидрон@orion,Гидровит@stada,Регидрон Био@orion
diaper rash cream|декспантенол для детей|111|e:30г,100г|0|Бепантен Плюс@bayer,Драполен@teva,Судокрем@forest
infant nasal aspirator|морская вода для детей|105|a:50мл+k:10мл|0|Аквамарис Беби@jadran,Отривин Бэби@gsk,Маример Бэби@gilbert
teething gel|лидокаин + ромашка для детей|101|g:10г|0|Калгель@pfizer,Камистад Бэби@stada,Дентинокс@dentinox
infant paracetamol|парацетамол для детей|102|su:120мг/5мл+r:80мг,150мг|0|Панадол Бэби@gsk,Эффералган детский@upsa,Цефекон Д@nizhpharm
infant ibuprofen|ибупрофен для детей|102|su:100мг/5мл+r:60мг|0|Нурофен для детей@reckitt,Ибуфен Д@polpharma
infant vitamin d|витамин D3 для детей|202|k:500МЕ/капля|0|Аквадетрим Бэби@medana,Вигантол Бэби@merck
pregnancy iodine|калия йодид для беременных|403|t:200мкг|0|Йодомарин 200@berlin
pregnancy omega|омега-3 для беременных|403|c:30шт|0|Прегнакеа Плюс@vitabiotics,Фемибион 2@merck
pregnancy magnesium|магний для беременных|403|t:30шт|0|Магнелис для беременных@pharmstd
pregnancy progesterone gel|прогестерон гель|110|g:8%|1|Крайнон@merck
nitrofurazone|нитрофурал|111|m:0.2%+t:20мг|0|Фурацилин@obnov,=@nika
boric acid|борная кислота|111|k:3%|0|Борный спирт@tathim
ichthyol|ихтаммол|111|m:10%,20%+r:200мг|0|Ихтиоловая мазь@tathim
heparinoid|мукополисахарид полисульфат|106|e:0.3%+g:0.3%|0|Гирудоид@stada
badyaga|бодяги порошок|111|g:5г,10г|0|Бадяга Форте@vifitech
naftalan oil|нафталанская нефть|111|m:10%|0|Нафталан@nika
chlorpheniramine + phenylephrine + paracetamol children|парацетамол для детей от простуды|105|p:160мг/2мг/5мг|0|ТераФлю для детей@gsk,Колдрекс Юниор@gsk
paracetamol + caffeine|парацетамол + кофеин|101|t:500мг/65мг|0|Панадол Экстра@gsk,Солпадеин Фаст@gsk
paracetamol + ibuprofen|парацетамол + ибупрофен|101|t:325мг/400мг|0|Ибуклин@reddys,Некст@pharmstd,Брустан@sun
paracetamol + codeine|парацетамол + кодеин|101|t:500мг/8мг|1|Солпадеин@gsk,Коделмикст@nobel
metamizole + pitofenone + fenpiverinium|метамизол натрия + питофенон + фенпивериния бромид|101|t:500мг/5мг/0.1мг+i:5мл|0|Спазмалгон@balkanpharma,Ревалгин@shreya,Спазган@wockhardt
drotaverine + paracetamol|дротаверин + парацетамол|101|t:40мг/500мг|0|Но-шпалгин@richter,Пенталгин@pharmstd
ibuprofen + codeine|ибупрофен + кодеин|101|t:200мг/12.8мг|1|Нурофен Плюс@reckitt
ketorolac eye drops|кеторолак глазной|112|gl:0.5%|1|Акьюлар ЛС@allergan
nepafenac|непафенак|112|gl:0.1%|1|Неванак@novartis
bromfenac|бромфенак|112|gl:0.09%|1|Броксинак@bausch
nebulised salbutamol|сальбутамол раствор для ингаляций|108|in:1мг/мл|1|Вентолин Небулы@gsk
acetylcysteine solution|ацетилцистеин раствор|105|i:100мг/мл|1|Флуимуцил раствор@zambon
hydroxyethyl starch|гидроксиэтилкрахмал|106|i:6%|1|=@nika
sodium chloride|натрия хлорид|106|i:0.9%|1|=@nika,Натрия хлорид Браун@bbraun
glucose|декстроза|110|i:5%,40%|1|=@nika
ringer solution|калия хлорид + кальция хлорид + натрия хлорид|106|i:500мл|1|=@nika
rheopolyglucin|декстран|106|i:10%|1|Реополиглюкин@nika
magnesium sulfate|магния сульфат|106|i:250мг/мл+p:25г|1|=@nika
potassium chloride|калия хлорид|106|i:40мг/мл+t:500мг|1|=@nika
calcium chloride|кальция хлорид|106|i:100мг/мл|1|=@nika
aminocaproic acid|аминокапроновая кислота|106|i:50мг/мл+p:1г|1|=@nika
tranexamic acid|транексамовая кислота|106|t:250мг,500мг+i:50мг/мл|1|Транексам@moskhimfarm,Циклокапрон@pfizer
etamsylate|этамзилат|106|t:250мг+i:125мг/мл|1|Дицинон@sandoz,=@nika
vikasol|менадиона натрия бисульфит|106|t:15мг+i:10мг/мл|1|Викасол@nika
atropine|атропин|112|gl:1%+i:1мг/мл|1|=@nika
papaverine|папаверин|107|t:40мг+i:20мг/мл+r:20мг|1|=@nika
platyphylline|платифиллин|107|i:2мг/мл|1|=@nika
bendazol|бендазол|106|t:20мг+i:10мг/мл|1|Дибазол@nika
drotaverine injection|дротаверин раствор|107|i:40мг/2мл|1|Но-шпа раствор@sanofi
ketotifen eye drops|кетотифен глазной|112|gl:0.025%|0|Задитен глазные капли@novartis
mesna|месна|106|i:100мг/мл|1|Уромитексан@baxter
ondansetron injection|ондансетрон раствор|107|i:4мг/2мл|1|Эмесет@cipla
tamoxifen|тамоксифен|110|t:10мг,20мг|1|Тамоксифен-Эбеве@sandoz,Зитазониум@egis
letrozole|летрозол|110|t:2.5мг|1|Фемара@novartis,Летромара@teva
anastrozole|анастрозол|110|t:1мг|1|Аримидекс@astra,Анастрозол-Тева@teva
capecitabine|капецитабин|110|t:150мг,500мг|1|Кселода@roche
imatinib|иматиниб|110|t:100мг,400мг|1|Гливек@novartis,Филахромин@natco
bicalutamide|бикалутамид|110|t:50мг,150мг|1|Касодекс@astra,Бикалутамид-Тева@teva
mycophenolate mofetil|микофенолата мофетил|110|c:250мг+t:500мг|1|Селлсепт@roche
ciclosporin|циклоспорин|110|c:25мг,100мг|1|Сандиммун Неорал@novartis
azathioprine|азатиоприн|110|t:50мг|1|Имуран@aspen
albendazole|альбендазол|107|t:400мг+su:100мг/5мл|0|Немозол@ipca,=@nika,Вормил@mepha
mebendazole|мебендазол|107|t:100мг|0|Вермокс@jnj,Вормин@microlabs
pyrantel|пирантел|107|t:250мг+su:250мг/5мл|0|Гельминтокс@innotech,=@nika
levamisole|левамизол|107|t:50мг,150мг|1|Декарис@richter
praziquantel|празиквантел|107|t:600мг|1|Бильтрицид@bayer
ivermectin|ивермектин|107|t:3мг,6мг|1|=@nika
metronidazole + miconazole|метронидазол + миконазол|111|r:500мг/100мг|1|Клион-Д 100@richter,Нео-Пенотран@exeltis
terconazole|терконазол|111|r:80мг|1|=@nika
ternidazole + neomycin + nystatin + prednisolone|тернидазол + неомицин + нистатин + преднизолон|111|t:200мг/100мг/100000ЕД/3мг|1|Тержинан@bouchara
clindamycin vaginal|клиндамицин вагинальный|111|e:2%+r:100мг|1|Далацин вагинальный@pfizer,Клиндацин Б пролонг@akrikhin
lactic acid vaginal|молочная кислота|111|g:5мл|0|Лактагель@tendra,Фемилекс@nizhpharm
ethylhydrogen|гексэтидин + эфирные масла|111|k:100мл|0|Стоматофит@fitofarm
estriol|эстриол|110|e:1мг/г+r:0.5мг|1|Овестин@aspen,=@nika
`;
